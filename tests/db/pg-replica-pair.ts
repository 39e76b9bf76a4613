import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * A PostgreSQL primary and a streaming replica of it, made on this machine for a test: two clusters
 * of their own (initdb, pg_basebackup -R) on free ports in 5440–5449, in a temporary directory that
 * stop() removes. The shared server on 5432 is not touched. PostgreSQL refuses to run as root, so
 * when the tests run as root the cluster commands run as the `postgres` user (runuser).
 */

const run = promisify(execFile);
const PORTS = Array.from({ length: 10 }, (_, i) => 5440 + i);

export interface ClusterTools {
  bin: string;
  /** The command prefix that runs a PostgreSQL tool as a user it accepts ([] when we are not root). */
  asUser: string[];
  /** The owner of the data directories when we are root. */
  owner?: { uid: number; gid: number };
}

/** The server tools (newest major version installed), or why a replica cannot be made here. */
export function findClusterTools(): ClusterTools | { missing: string } {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const tools = ['initdb', 'pg_ctl', 'pg_basebackup'];
  const bin = versions.map((v) => join(root, v, 'bin')).find((b) => tools.every((t) => existsSync(join(b, t))));
  if (!bin)
    return { missing: `PostgreSQL server tools (${tools.join(', ')}) not found under ${root}/*/bin (Debian: apt-get install postgresql)` };
  if (process.getuid?.() !== 0) return { bin, asUser: [] };
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    execFileSync('runuser', ['--help'], { stdio: 'ignore' });
    return { bin, asUser: ['runuser', '-u', 'postgres', '--'], owner: { uid, gid } };
  } catch {
    return { missing: 'running as root, and there is no `postgres` user (or no runuser) to run the PostgreSQL server as' };
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePorts(n: number): Promise<number[]> {
  const out: number[] = [];
  for (const port of PORTS) {
    if (out.length === n) break;
    if (await portFree(port)) out.push(port);
  }
  if (out.length < n) throw new Error(`no ${n} free ports in ${PORTS[0]}–${PORTS.at(-1)} for the test clusters`);
  return out;
}

export interface ReplicaPair {
  primaryUrl: string;
  replicaUrl: string;
  /** Stops the replica replaying the primary's changes (pg_wal_replay_pause), as a lagging replica would. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops both clusters and removes their directory. */
  stop(): Promise<void>;
}

const CONF = (port: number, socketDir: string) => `
listen_addresses = '127.0.0.1'
port = ${port}
unix_socket_directories = '${socketDir}'
max_connections = 40
shared_buffers = 16MB
wal_level = replica
max_wal_senders = 4
wal_keep_size = 64MB
hot_standby = on
# A throwaway test cluster: durability buys nothing here.
fsync = off
synchronous_commit = off
`;

async function sql(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Makes and starts the primary and its replica; on any failure what was made is removed again. */
export async function startReplicaPair(tools: ClusterTools): Promise<ReplicaPair> {
  const dir = mkdtempSync(join(tmpdir(), 'pg-replica-'));
  if (tools.owner) chownSync(dir, tools.owner.uid, tools.owner.gid);
  const primaryDir = join(dir, 'primary');
  const replicaDir = join(dir, 'replica');
  const tool = (name: string, args: string[]) => {
    const [cmd, ...pre] = [...tools.asUser, join(tools.bin, name)];
    return run(cmd, [...pre, ...args], { cwd: dir, timeout: 60_000 });
  };
  const started: string[] = [];
  const stopSync = () => {
    for (const d of started.splice(0).reverse()) {
      try {
        const [cmd, ...pre] = [...tools.asUser, join(tools.bin, 'pg_ctl')];
        execFileSync(cmd, [...pre, '-D', d, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore', timeout: 30_000 });
      } catch {
        // already stopped
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // A test run that is killed still leaves no server behind.
  process.once('exit', stopSync);
  const [primaryPort, replicaPort] = await freePorts(2);
  try {
    await tool('initdb', ['-D', primaryDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '-N']);
    appendFileSync(join(primaryDir, 'postgresql.conf'), CONF(primaryPort, dir));
    started.push(primaryDir);
    await tool('pg_ctl', ['-D', primaryDir, '-l', join(dir, 'primary.log'), '-w', '-t', '60', 'start']);
    // -R writes primary_conninfo and standby.signal: the copy starts as a streaming replica.
    await tool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '-N',
    ]);
    appendFileSync(join(replicaDir, 'postgresql.conf'), `\nport = ${replicaPort}\n`);
    started.push(replicaDir);
    await tool('pg_ctl', ['-D', replicaDir, '-l', join(dir, 'replica.log'), '-w', '-t', '60', 'start']);
  } catch (err) {
    stopSync();
    process.removeListener('exit', stopSync);
    throw err;
  }
  const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
  const replicaUrl = url(replicaPort);
  return {
    primaryUrl: url(primaryPort),
    replicaUrl,
    pauseReplay: () => sql(replicaUrl, 'SELECT pg_wal_replay_pause()'),
    resumeReplay: () => sql(replicaUrl, 'SELECT pg_wal_replay_resume()'),
    stop: async () => {
      stopSync();
      process.removeListener('exit', stopSync);
    },
  };
}
