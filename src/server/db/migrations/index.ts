import type { Migration } from 'kysely';
import * as register from './2026-11-22T0700-register.ts';
import * as companyLei from './2026-11-22T1300-company-lei.ts';
import * as searchIndex from './2026-11-22T1310-search-index.ts';
import * as companyOwnRows from './2026-11-23T0200-company-own-rows.ts';
import * as recentViews from './2026-11-23T0300-recent-views.ts';
import * as detailPages from './2026-11-23T0400-detail-pages.ts';
import * as accounts from './2026-11-23T0500-accounts.ts';
import * as verification from './2026-11-23T0600-verification.ts';
import * as qrLogins from './2026-11-23T0700-qr-logins.ts';
import * as searchFacets from './2026-11-23T0800-search-facets.ts';
import * as thirdPartyLogin from './2026-11-23T0900-third-party-login.ts';
import * as qrLoginDevice from './2026-11-24T0100-qr-login-device.ts';
import * as viewCounts from './2026-11-24T0100-view-counts.ts';
import * as partnerOauthAndClientLog from './2026-11-24T0300-partner-oauth-and-client-log.ts';
import * as recordChangesLatest from './2026-11-24T0300-record-changes-latest.ts';
import * as companyLitigation from './2026-11-24T0300-company-litigation.ts';
import * as follows from './2026-11-24T0500-follows.ts';
import * as alerts from './2026-11-24T0600-alerts.ts';
import * as brokers from './2026-11-24T0700-brokers.ts';
import * as exposure from './2026-11-24T0710-exposure.ts';
import * as reg from './2026-11-24T0810-reg.ts';
import * as membership from './2026-11-24T1000-membership.ts';
import * as orders from './2026-11-24T1020-orders.ts';
import * as support from './2026-11-24T1040-support.ts';
import * as reports from './2026-11-24T1030-reports.ts';
import * as ads from './2026-11-24T1100-ads.ts';
import * as adLeads from './2026-11-24T1110-ad-leads.ts';
import * as subscriptionRenewal from './2026-11-24T1200-subscription-renewal.ts';
import * as viewQuota from './2026-11-24T1010-view-quota.ts';

/**
 * Every migration, by its timestamped name (Kysely runs them in name order). Listed here rather
 * than read from the folder so that the same list works in Node, in Vite's server bundle and in tests.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22T0700-register': register,
  '2026-11-22T1300-company-lei': companyLei,
  '2026-11-22T1310-search-index': searchIndex,
  '2026-11-23T0200-company-own-rows': companyOwnRows,
  '2026-11-23T0300-recent-views': recentViews,
  '2026-11-23T0400-detail-pages': detailPages,
  '2026-11-23T0500-accounts': accounts,
  '2026-11-23T0600-verification': verification,
  '2026-11-23T0700-qr-logins': qrLogins,
  '2026-11-23T0800-search-facets': searchFacets,
  '2026-11-23T0900-third-party-login': thirdPartyLogin,
  '2026-11-24T0100-qr-login-device': qrLoginDevice,
  '2026-11-24T0100-view-counts': viewCounts,
  '2026-11-24T0300-company-litigation': companyLitigation,
  '2026-11-24T0300-partner-oauth-and-client-log': partnerOauthAndClientLog,
  '2026-11-24T0300-record-changes-latest': recordChangesLatest,
  '2026-11-24T0500-follows': follows,
  '2026-11-24T0600-alerts': alerts,
  '2026-11-24T0700-brokers': brokers,
  '2026-11-24T0710-exposure': exposure,
  '2026-11-24T0810-reg': reg,
  '2026-11-24T1000-membership': membership,
  '2026-11-24T1020-orders': orders,
  '2026-11-24T1040-support': support,
  '2026-11-24T1030-reports': reports,
  '2026-11-24T1100-ads': ads,
  '2026-11-24T1110-ad-leads': adLeads,
  '2026-11-24T1010-view-quota': viewQuota,
  '2026-11-24T1200-subscription-renewal': subscriptionRenewal,
};
