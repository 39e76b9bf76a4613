import type { SeedSummary } from './seed.ts';

/**
 * A progress line for the seeder: rewritten in place on a terminal, one line per tenth otherwise
 * (so logs stay short).
 */
export function progressPrinter(label: string, stream: NodeJS.WriteStream = process.stdout): (done: number, total: number) => void {
  const started = performance.now();
  let lastTenth = -1;
  return (done, total) => {
    const seconds = (performance.now() - started) / 1000;
    const line = `${label}: ${done.toLocaleString('en')} / ${total.toLocaleString('en')} companies, ${seconds.toFixed(1)} s, ${Math.round(done / Math.max(seconds, 1e-3)).toLocaleString('en')} companies/s`;
    if (stream.isTTY) {
      stream.write(`\r${line}${done >= total ? '\n' : ''}`);
    } else {
      const tenth = Math.floor((done / Math.max(total, 1)) * 10);
      if (tenth !== lastTenth) {
        lastTenth = tenth;
        stream.write(`${line}\n`);
      }
    }
  };
}

/** The final summary: rows per table, time and throughput. */
export function formatSummary(s: SeedSummary): string {
  const total = Object.values(s.rows).reduce((a, b) => a + b, 0);
  const width = Math.max(...Object.keys(s.rows).map((t) => t.length));
  const lines = Object.entries(s.rows).map(([table, n]) => `  ${table.padEnd(width)}  ${n.toLocaleString('en').padStart(11)}`);
  return [
    `Demo world (seed ${s.seed}): ${s.companies.toLocaleString('en')} companies, ${total.toLocaleString('en')} rows`,
    ...lines,
    ...(s.brokers
      ? [
          `  brokers ${s.brokers.brokers.toLocaleString('en')} (${s.brokers.companies.toLocaleString('en')} companies, ${s.brokers.licences.toLocaleString('en')} licences, ${s.brokers.warnings.toLocaleString('en')} warnings, ${s.brokers.exchanges} exchanges; ${s.brokers.changedBrokers} changed between the two states${s.brokers.scoredOn.length ? `, scored on ${s.brokers.scoredOn.map((d) => d.slice(0, 10)).join(' and ')}` : ', not scored'}) in ${s.brokers.seconds.toFixed(1)} s`,
        ]
      : []),
    `  written in ${s.writeSeconds.toFixed(1)} s (${Math.round(total / Math.max(s.writeSeconds, 1e-3)).toLocaleString('en')} rows/s), search index ${s.indexSeconds.toFixed(1)} s, total ${s.seconds.toFixed(1)} s`,
  ].join('\n');
}
