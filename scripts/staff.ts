/**
 * The staff role and brokers' representatives, granted only here (never from the site):
 *   npm run staff -- grant <phone or e-mail>        make a member staff (the console /{lang}/staff/complaints)
 *   npm run staff -- revoke <phone or e-mail>       take the role away
 *   npm run staff -- list                           list staff
 *   npm run staff -- representative <broker code> <phone or e-mail> [--revoke]
 *                                                   let a member reply for a broker (/{lang}/exposure/replies)
 *   npm run staff -- advertiser <phone or e-mail> <company id> [--revoke]
 *                                                   make a member the advertiser of a register company
 *                                                   (/{lang}/advertiser); --revoke takes the role away
 *   npm run staff -- advertisers                    list advertisers
 * A phone is written with its country (+44 20 7946 0018, 0044…) or as a US/Canada number; an e-mail
 * in any case: both are matched the way sign-in matches them.
 */
import { parseArgs } from 'node:util';
import { openDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import {
  grantRepresentative,
  grantStaffRole,
  listStaffMembers,
  memberByIdentity,
  revokeRepresentative,
  revokeStaffRole,
} from '../src/server/exposure/exposure.service.ts';
import { grantAdvertiserRole, listAdvertiserMembers, revokeAdvertiserRole } from '../src/server/ads/campaigns.service.ts';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { revoke: { type: 'boolean', default: false } } });
const USAGE =
  'usage: npm run staff -- grant <phone or e-mail> | revoke <phone or e-mail> | list | representative <broker code> <phone or e-mail> [--revoke] | advertiser <phone or e-mail> <company id> [--revoke] | advertisers';

const { db, close } = openDb();
try {
  await migrateToLatest(db);
  const [command, a, b] = positionals;
  const member = async (identity: string | undefined) => {
    const user = identity ? await memberByIdentity(db, identity) : undefined;
    if (!user) throw new Error(`no member with the phone or e-mail ${JSON.stringify(identity ?? '')}`);
    return user;
  };
  if (command === 'grant' && a) {
    const user = await member(a);
    console.log((await grantStaffRole(db, user.id)) ? `granted staff to ${user.id}` : `${user.id} is already staff`);
  } else if (command === 'revoke' && a) {
    const user = await member(a);
    const done = await revokeStaffRole(db, user.id);
    console.log(done ? `revoked staff from ${user.id}` : `${user.id} was not staff`);
    if (!done) process.exitCode = 1;
  } else if (command === 'list') {
    for (const s of await listStaffMembers(db)) console.log(`${s.user_id}  ${s.email ?? '-'}  ${s.phone ?? '-'}  since ${s.granted_at}`);
  } else if (command === 'representative' && a && b) {
    const user = await member(b);
    if (values.revoke) {
      const done = await revokeRepresentative(db, a, user.id);
      console.log(done ? `${user.id} no longer represents broker ${a}` : `${user.id} did not represent broker ${a}`);
      if (!done) process.exitCode = 1;
    } else {
      const r = await grantRepresentative(db, a, user.id);
      if (!r) throw new Error(`no broker with the code ${JSON.stringify(a)}`);
      console.log(
        r.granted ? `${user.id} now represents ${r.broker.name} (${r.broker.code})` : `${user.id} already represents ${r.broker.name}`,
      );
    }
  } else if (command === 'advertiser' && a && (b || values.revoke)) {
    const user = await member(a);
    if (values.revoke) {
      const done = await revokeAdvertiserRole(db, user.id);
      console.log(done ? `${user.id} is no longer an advertiser` : `${user.id} was not an advertiser`);
      if (!done) process.exitCode = 1;
    } else {
      const r = await grantAdvertiserRole(db, user.id, b!);
      if (!r) throw new Error(`no company with the id ${JSON.stringify(b)}`);
      console.log(
        r.granted
          ? `${user.id} now advertises for ${r.company.name} (${r.company.id})`
          : `${user.id} already advertises for ${r.company.name}`,
      );
    }
  } else if (command === 'advertisers') {
    for (const x of await listAdvertiserMembers(db))
      console.log(`${x.user_id}  ${x.email ?? '-'}  ${x.phone ?? '-'}  ${x.company_id}  ${x.company_name}  since ${x.granted_at}`);
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await close();
}
