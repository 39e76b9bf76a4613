/**
 * Starts the production site from dist/: `node src/server/http/start.ts` (npm start builds first).
 * Loads the IP database before listening so that the first request does not pay for it.
 */
import './production-env.ts';
import { fileURLToPath } from 'node:url';
import { env } from '../config/env.ts';
import '../geo/ip-country.ts';
import { createSiteServer } from './server.ts';

const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../../../dist/', import.meta.url));
const { handler } = (await import(`${distDir}/server/entry.mjs`)) as { handler: Parameters<typeof createSiteServer>[0]['astro'] };
const server = createSiteServer({ clientDir: `${distDir}/client`, astro: handler, trustProxy: env.TRUST_PROXY });
server.listen(env.PORT, env.HOST, () => {
  console.log(`Site ready on http://localhost:${env.PORT}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
