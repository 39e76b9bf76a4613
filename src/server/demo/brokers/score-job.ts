import type { ScoreJob } from './seed-brokers.ts';

/**
 * The scoring job the demo seeder runs after each of the broker world's two states:
 * scoreBrokers(db, now) of src/server/brokers/broker-scoring.service.ts. Null while the site has no
 * scoring job; the brokers are then written unscored, without history.
 */
export const DEMO_SCORE_JOB: ScoreJob | null = null;
