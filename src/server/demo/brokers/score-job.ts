import { scoreBrokers } from '../../brokers/broker-scoring.service.ts';
import type { ScoreJob } from './seed-brokers.ts';

/**
 * The scoring job the demo seeder runs after each of the broker world's two states: the site's own
 * (scoreBrokers, which `npm run rebuild` runs after imports), so the demo's scores, ranks, clone
 * findings and time-machine rows are the ones the rules give.
 */
export const DEMO_SCORE_JOB: ScoreJob = scoreBrokers;
