import { log } from './log.ts';

/**
 * Work a server process must finish before it exits on SIGTERM, after the last request has been
 * answered and before the database is closed: buffered counters written, pollers stopped. A module
 * that buffers something registers its flush here; the HTTP start script runs them (start.ts).
 */
type Task = { name: string; run: () => void | Promise<void> };
// One list per process, shared by the server (src/) and Astro's bundle (dist/server), which each load this file.
const TASKS = Symbol.for('corpsearch.shutdownTasks');
const tasks: Task[] = ((globalThis as unknown as Record<symbol, Task[] | undefined>)[TASKS] ??= []);

export function onShutdown(name: string, run: () => void | Promise<void>): void {
  tasks.push({ name, run });
}

/** Runs every registered task in order; a failure is logged and the rest still run. */
export async function runShutdownTasks(): Promise<void> {
  for (const task of tasks.splice(0)) {
    try {
      await task.run();
    } catch (err) {
      log.error({ err, task: task.name }, 'shutdown task failed');
    }
  }
}
