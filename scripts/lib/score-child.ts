/**
 * One run of the broker scoring job in a process of its own, for bench:brokers: the process's peak
 * RSS is then the job's alone (the bench's own process holds the generated rows it seeded).
 * Arguments: `sqlite <file>` or `postgres <url> <schema>`, then the ISO time to score at and the
 * slice size. Prints one JSON line: the summary, CPU seconds and peak RSS in bytes.
 */
import { scoreBrokers } from '../../src/server/brokers/broker-scoring.service.ts';
import { openDb } from '../../src/server/db/client.ts';

const [engine, where, schemaOrNow, ...rest] = process.argv.slice(2);
const [now, slice] = engine === 'sqlite' ? [schemaOrNow, rest[0]] : [rest[0], rest[1]];
const handle = engine === 'sqlite' ? openDb({ sqlitePath: where, databaseUrl: '' }) : openDb({ databaseUrl: where, pgSchema: schemaOrNow });
try {
  const cpu = process.cpuUsage();
  const summary = await scoreBrokers(handle.db, new Date(now), Number(slice));
  const used = process.cpuUsage(cpu);
  // maxRSS is in kilobytes.
  console.log(JSON.stringify({ summary, cpu: (used.user + used.system) / 1e6, peakRss: process.resourceUsage().maxRSS * 1024 }));
} finally {
  await handle.close();
}
