import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { rebuildSearchIndex } from '../../search/search-index.ts';
import { DemoWorld } from '../world.ts';
import { DEMO_SCORE_JOB } from './score-job.ts';
import { seedDemoBrokers, type BrokerSeedSummary } from './seed-brokers.ts';
import { brokerCount, firstCompanySource } from './seed-brokers.repository.ts';

/**
 * Adds the broker half of the demo world to a demo database that was seeded before the demo world
 * had one (`npm start` on an existing data/site.db). Nothing happens when brokers are already there
 * (so a second start writes nothing) or when the register is not the demo's (real data is never mixed
 * with demo brokers). The brokers' companies join the search index, which is rebuilt.
 */
export async function seedBrokersIntoDemo(db: Kysely<Database>, seed: number): Promise<BrokerSeedSummary | null> {
  if ((await brokerCount(db)) > 0 || (await firstCompanySource(db)) !== 'demo') return null;
  const summary = await seedDemoBrokers(db, new DemoWorld(seed), { score: DEMO_SCORE_JOB });
  await rebuildSearchIndex(db);
  return summary;
}
