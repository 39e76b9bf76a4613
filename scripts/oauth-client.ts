/**
 * `npm run oauth:client -- add --name "Partner" --redirect https://partner.example/callback [--redirect …] [--public]`
 * registers a partner app for the gateway's OAuth calls (api/v1/oauth2/authorize and token) and prints
 * its client id and, for a confidential client, its secret: once, as only its hash is stored. A
 * `--public` client (a mobile or browser app, which cannot keep a secret) gets none and must use PKCE S256.
 * `npm run oauth:client -- list` lists the clients; `npm run oauth:client -- remove --id <client id>` removes one
 * (its codes and tokens with it).
 */
import { parseArgs } from 'node:util';
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { addClient, listPartnerClients, removePartnerClient } from '../src/server/partners/partner-oauth.service.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    redirect: { type: 'string', multiple: true },
    public: { type: 'boolean', default: false },
    id: { type: 'string' },
  },
});

const { db, close } = openDb();
try {
  await migrateToLatest(db);
  const command = positionals[0];
  if (command === 'add') {
    const { clientId, clientSecret } = await addClient(db, {
      name: values.name ?? '',
      redirectUris: values.redirect ?? [],
      public: values.public,
    });
    console.log(`client_id:     ${clientId}`);
    if (clientSecret) {
      console.log(`client_secret: ${clientSecret}`);
      console.log('Keep the secret now: it is shown this once and only its hash is stored.');
    } else console.log('A public client: no secret; it must send a PKCE S256 code_challenge.');
  } else if (command === 'list') {
    for (const c of await listPartnerClients(db))
      console.log(`${c.id}  ${c.public ? 'public      ' : 'confidential'}  ${c.name}  ${c.redirectUris.join(' ')}  (${c.created})`);
  } else if (command === 'remove') {
    const removed = values.id ? await removePartnerClient(db, values.id) : 0;
    console.log(removed ? `removed ${values.id}` : 'no such client');
    if (!removed) process.exitCode = 1;
  } else {
    console.error(
      'usage: npm run oauth:client -- add --name NAME --redirect URI [--redirect URI …] [--public] | list | remove --id CLIENT_ID',
    );
    process.exitCode = 2;
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await close();
}
