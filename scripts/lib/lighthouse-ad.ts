import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { createCampaign, decideCampaign, grantAdvertiserRole } from '../../src/server/ads/campaigns.service.ts';
import { openDb } from '../../src/server/db/client.ts';
import { grantStaffRole } from '../../src/server/exposure/exposure.service.ts';

/**
 * For `npm run lighthouse -- --ad`: a copy of the demo database (the original is left as it was) holding
 * one approved details-page campaign for English company pages, with a 300×250 image creative, so the
 * company page is measured with a real advertiser's unit filled after load (issue 20's budget:
 * Lighthouse 100 and CLS 0 on a company page with a details-page ad). Returns the copy's path.
 */
export async function demoDatabaseWithDetailAd(source: string, companyId: string): Promise<string> {
  if (!existsSync(source)) throw new Error(`No demo database at ${source}: run npm start (or npm run seed:demo) first`);
  const file = join(mkdtempSync(join(tmpdir(), 'lighthouse-ad-')), 'site.db');
  copyFileSync(source, file);
  const { db, close } = openDb({ sqlitePath: file, databaseUrl: '' });
  try {
    const stamp = Date.now().toString(36);
    const advertiser = await createUser(db, { email: `lighthouse-ads-${stamp}@example.com`, password: 'lighthouse-1' });
    const staff = await createUser(db, { email: `lighthouse-staff-${stamp}@example.com`, password: 'lighthouse-1' });
    await grantAdvertiserRole(db, advertiser.id, companyId);
    await grantStaffRole(db, staff.id, new Date());
    const today = new Date().toISOString().slice(0, 10);
    const creative = await sharp({ create: { width: 300, height: 250, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const id = await createCampaign(db, {
      userId: advertiser.id,
      fields: {
        name: 'Lighthouse details-page unit',
        placement: 'detail',
        landingUrl: 'https://www.example.com/offer',
        languages: ['en'],
        countries: [],
        pageKinds: ['company'],
        jurisdictions: '',
        sections: [],
        startsOn: today,
        endsOn: today,
        pricing: 'cpm',
        price: '20.00',
        budget: '500',
        frequencyCap: '100',
      },
      files: [{ name: 'unit.png', bytes: creative }],
    });
    await decideCampaign(db, staff.id, { id, action: 'approve', reason: 'Lighthouse run' });
  } finally {
    await close();
  }
  return file;
}
