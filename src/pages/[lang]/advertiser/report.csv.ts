import type { APIRoute } from 'astro';
import { advertiserOf, campaignReport } from '../../../server/ads/campaigns.service.ts';
import { reportCsv } from '../../../server/ads/report-csv.ts';

export const prerender = false;

/**
 * /{lang}/advertiser/report.csv?id={campaign}: the campaign's daily report as CSV (a download), for
 * its own advertisers only; anyone else gets a 404. Header names in the page's language.
 */
export const GET: APIRoute = async ({ locals, url }) => {
  const userId = await locals.memberId();
  const advertiser = await advertiserOf(locals.db, userId);
  const id = url.searchParams.get('id') ?? '';
  const report = advertiser ? await campaignReport(locals.db, advertiser.company_id, id) : undefined;
  if (!report)
    return new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  const { t } = locals;
  const body = reportCsv(report.campaign, report.days, [
    t('advertiser.csv.campaign'),
    t('advertiser.field.name'),
    t('advertiser.report.day'),
    t('advertiser.report.impressions'),
    t('advertiser.report.clicks'),
    t('advertiser.csv.ctrPercent'),
  ]);
  return new Response(`\uFEFF${body}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="campaign-${report.campaign.id.slice(0, 8)}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
    },
  });
};
