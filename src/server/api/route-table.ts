import { z } from 'zod';
import { appAdQuery, carouselAnswer, fillAnswer, fillQuery, seenAnswer, seenBody, splashAnswer } from '../ads/ads.schema.ts';
import {
  captchaVerifyBody,
  changePasswordBody,
  confirmEmailBody,
  confirmEmailByLineBody,
  loginBody,
  qrCreateBody,
  qrConfirmBody,
  qrIdBody,
  qrPollBody,
  quickLoginBody,
  registerBody,
  resetBody,
  sendEmailCodeBody,
  smsSendQuery,
} from '../accounts/accounts.schema.ts';
import {
  loginAnswer,
  passAnswer,
  passwordChangedAnswer,
  puzzleAnswer,
  qrLoginAnswer,
  qrScanAnswer,
  qrStateAnswer,
  requestIdAnswer,
  userInfoSchema,
} from '../accounts/accounts.responses.ts';
import {
  appCodeQuery,
  authorizeQuery,
  thirdPartyLoginBody,
  thirdRegisterBody,
  validateCodeQuery,
  validateRegisterPhoneBody,
} from '../accounts/third-party.schema.ts';
import { openIdAnswer, registeredAnswer, validAnswer } from '../accounts/third-party.responses.ts';
import { byCodesQuery, countrySearchQuery, geoQuery, infoQuery, logQuery, versionQuery } from '../lookups/lookups.schema.ts';
import {
  byCodesAnswer,
  companyInfo,
  countryHit,
  geoAnswer,
  loggedAnswer,
  officerInfo,
  versionAnswer,
} from '../lookups/lookups.responses.ts';
import {
  notificationListAnswer,
  notificationListQuery,
  notificationReadBody,
  readAnswer,
  unreadAnswer,
  unsubscribeQuery,
  unsubscribedAnswer,
} from '../alerts/alerts.schema.ts';
import { countByFollowQuery, followBody, myFollowBody } from '../follows/follows.schema.ts';
import { followAnswer, followCountsAnswer, myFollowAnswer } from '../follows/follows.responses.ts';
import {
  addAnswer,
  complaintAddBody,
  complaintUploadForm,
  describeAnswer,
  nonCooperativeAnswer,
  nonCooperativeQuery,
  uploadAnswer,
} from '../exposure/exposure.schema.ts';
import { partnerAuthorizeQuery, partnerTokenBody } from '../partners/partner-oauth.schema.ts';
import { partnerTokenAnswer } from '../partners/partner-oauth.responses.ts';
import { brokerListBody, dealerQuery, rankQuery, traderCodesQuery } from '../brokers/broker-api.schema.ts';
import {
  brokerByCodesAnswer,
  brokerList,
  brokerRankList,
  brokerSuggestion,
  dealerHistoryAnswer,
  dealerInfoAnswer,
  dealerScoreAnswer,
} from '../brokers/broker-api.responses.ts';
import { browseBody, completionQuery, conditionBody, listBody, officerListBody, sameNameBody, viewBody } from '../search/search.schema.ts';
import {
  browsedList,
  companyList,
  companySuggestion,
  conditions,
  officerList,
  officerSuggestionWithDetails,
  sameNameList,
} from '../search/search.responses.ts';

/**
 * Every call of /api/v1, one row each: its path (the file under src/pages/api/v1), what it takes,
 * what it answers and how (its kind). The OpenAPI document is generated from this table, and a test
 * (tests/unit/architecture-api.test.ts) checks that the table and the route files name the same paths.
 *
 * Kinds: `fuzzy` GET answering `{ code, data }` (suggestions); `query` GET and `body` POST answering
 * the spec's envelope; `account` (POST) and `accountQuery` (GET) the envelope plus the refusals that
 * protect accounts (401, 403, 429); the sign-in calls answer the session token (`authorization`) only
 * to the app, which asks with `X-Client: app` (src/server/api/signed-in.ts); `redirect` a 302; `document` the OpenAPI document itself;
 * `token` the partner apps' OAuth token call (POST, a form or JSON), answering RFC 6749's shapes instead of the envelope;
 * `oneClick` the alert e-mails' unsubscribe address (RFC 8058): POST a form, no cookie, no same-site check; GET redirects to the confirm page.
 * `upload` a signed-in POST of multipart/form-data with files (server/api/upload-route.ts), answering the envelope.
 * `webhook` a payment provider's signed event (POST JSON, the signature over the raw body), answering the envelope.
 */
export type RouteKind =
  'fuzzy' | 'query' | 'body' | 'account' | 'accountQuery' | 'redirect' | 'document' | 'token' | 'oneClick' | 'upload' | 'webhook';

export interface ApiRouteSpec {
  path: string;
  kind: RouteKind;
  summary: string;
  /** The query (GET) or body (POST) schema the route validates with. */
  input: z.ZodType;
  /** What the answer carries (inside the envelope, or as the fuzzy `data` items). */
  data: z.ZodType;
}

const none = z.object({});
const provider = z.object({ id: z.string(), name: z.string(), kind: z.enum(['oidc', 'wechat', 'qq']) });

export const API_ROUTES: ApiRouteSpec[] = [
  {
    path: '/search/company/completionSuggest',
    kind: 'fuzzy',
    summary: 'Company name suggestions (top 10)',
    input: completionQuery,
    data: companySuggestion,
  },
  {
    path: '/search/officers/completionSuggest',
    kind: 'fuzzy',
    summary: 'Executive name suggestions (top 10)',
    input: completionQuery,
    data: officerSuggestionWithDetails,
  },
  {
    path: '/search/company/list',
    kind: 'body',
    summary: 'Companies by name, with filters, facet counts, sort and paging',
    input: listBody,
    data: companyList,
  },
  {
    path: '/search/officers/list',
    kind: 'body',
    summary: 'Executives by name, with filters, facet counts, sort and paging',
    input: officerListBody,
    data: officerList,
  },
  { path: '/search/officers/sameName', kind: 'body', summary: 'Executives of the same name', input: sameNameBody, data: sameNameList },
  {
    path: '/search/company/getCondition',
    kind: 'body',
    summary: 'Filter options with their counts',
    input: conditionBody,
    data: conditions,
  },
  {
    path: '/search/hotdata/list',
    kind: 'body',
    summary: 'Records most visitors opened in the last week',
    input: browseBody,
    data: browsedList,
  },
  {
    path: '/search/latelybrowse/list',
    kind: 'body',
    summary: "Detail pages this visitor (cookie 'visitor') opened lately",
    input: browseBody,
    data: browsedList,
  },
  {
    path: '/search/latelybrowse/add',
    kind: 'body',
    summary:
      'A detail page reports that it was viewed (for recent browsing and what is most viewed, within caps per visitor and address); unknown ids are ignored; same-site only (403)',
    input: viewBody,
    data: z.object({ recorded: z.boolean() }),
  },
  {
    path: '/captcha/create',
    kind: 'accountQuery',
    summary: 'A slider puzzle: background and piece as PNG data URLs (the gap stays on the server)',
    input: none,
    data: puzzleAnswer,
  },
  {
    path: '/captcha/verify',
    kind: 'account',
    summary: 'One try at a puzzle (position, drag or key steps, and timing are judged): a single-use pass for oauth/smsSend when solved',
    input: captchaVerifyBody,
    data: passAnswer,
  },
  {
    path: '/oauth/smsSend',
    kind: 'accountQuery',
    summary: 'Send a four-digit code by text message (needs a slider pass)',
    input: smsSendQuery,
    data: requestIdAnswer,
  },
  {
    path: '/oauth/quickLogin',
    kind: 'account',
    summary:
      'Sign in with phone and code (a new phone gets an account with the agreement) (`authorization`, the session token, only with the header `X-Client: app` or a bearer token; the web keeps its session in the HttpOnly cookie)',
    input: quickLoginBody,
    data: loginAnswer,
  },
  {
    path: '/oauth/login',
    kind: 'account',
    summary:
      'Sign in with an account (phone or e-mail) and password (`authorization`, the session token, only with the header `X-Client: app` or a bearer token; the web keeps its session in the HttpOnly cookie)',
    input: loginBody,
    data: loginAnswer,
  },
  {
    path: '/oauth/register',
    kind: 'account',
    summary:
      'Register a phone with a password (`authorization`, the session token, only with the header `X-Client: app` or a bearer token; the web keeps its session in the HttpOnly cookie)',
    input: registerBody,
    data: loginAnswer,
  },
  { path: '/oauth/logout', kind: 'account', summary: 'End this session', input: none, data: z.null() },
  {
    path: '/oauth/qr/create',
    kind: 'account',
    summary: 'A QR login for this desktop: the picture (a link to /{lang}/qrLogin?id=…), its id, and the secret to poll with',
    input: qrCreateBody,
    data: qrLoginAnswer,
  },
  {
    path: '/oauth/qr/poll',
    kind: 'account',
    summary:
      "The QR login's state; once the phone confirmed, 'confirm-on-desktop' with the masked account, and with confirm: true this desktop's session (handed out once)",
    input: qrPollBody,
    data: qrStateAnswer,
  },
  {
    path: '/oauth/qr/scan',
    kind: 'account',
    summary:
      'The signed-in member opened the QR link on their phone: the computer that asked, and the token to confirm with (410 when expired or taken by another phone)',
    input: qrIdBody,
    data: qrScanAnswer,
  },
  {
    path: '/oauth/qr/confirm',
    kind: 'account',
    summary: 'The member who scanned confirms the desktop login, from the same session, with the scan token (410 when expired)',
    input: qrConfirmBody,
    data: z.null(),
  },
  { path: '/user/info', kind: 'accountQuery', summary: 'The signed-in member', input: none, data: userInfoSchema },
  {
    path: '/user/retrievePasswordByPhone',
    kind: 'account',
    summary: 'A new password by a code sent to the phone (every session ends)',
    input: resetBody,
    data: passwordChangedAnswer,
  },
  {
    path: '/user/modifyPassByOld',
    kind: 'account',
    summary: 'Change the password with the old one (a new session replaces every other)',
    input: changePasswordBody,
    data: passwordChangedAnswer,
  },
  {
    path: '/user/sendEmailCode',
    kind: 'account',
    summary: 'Mail a code to an address to bind',
    input: sendEmailCodeBody,
    data: requestIdAnswer,
  },
  {
    path: '/user/confirmEmailByCode',
    kind: 'account',
    summary: 'Bind the address the code was mailed to',
    input: confirmEmailBody,
    data: z.null(),
  },
  {
    path: '/user/ConfirmEmailByLine',
    kind: 'account',
    summary: 'Bind the address of a mailed confirmation link (its line token)',
    input: confirmEmailByLineBody,
    data: z.object({ email: z.string() }),
  },
  {
    path: '/oauth/providers',
    kind: 'query',
    summary: 'The configured third-party sign-in providers (no secrets)',
    input: none,
    data: z.array(provider),
  },
  {
    path: '/oauth/authorize',
    kind: 'redirect',
    summary: 'Start a web sign-in with a third-party provider (return: a path on this site)',
    input: authorizeQuery,
    data: z.null(),
  },
  {
    path: '/oauth/getWeChatOpenId',
    kind: 'accountQuery',
    summary: "Exchange the app's WeChat code for a ticket (openid) and whether it is bound",
    input: appCodeQuery,
    data: openIdAnswer,
  },
  {
    path: '/oauth/getQqOpenId',
    kind: 'accountQuery',
    summary: "Exchange the app's QQ code for a ticket (openid) and whether it is bound",
    input: appCodeQuery,
    data: openIdAnswer,
  },
  {
    path: '/oauth/thirdPartyLogin',
    kind: 'account',
    summary:
      'Sign in with the ticket of a bound provider account (409: bind a phone first) (`authorization`, the session token, only with the header `X-Client: app` or a bearer token; the web keeps its session in the HttpOnly cookie)',
    input: thirdPartyLoginBody,
    data: loginAnswer,
  },
  {
    path: '/oauth/validateRegisterPhone',
    kind: 'account',
    summary: 'Whether a phone has an account (limited per client)',
    input: validateRegisterPhoneBody,
    data: registeredAnswer,
  },
  {
    path: '/oauth/thirdRegister',
    kind: 'account',
    summary:
      "Bind the ticket's provider account to a phone's account by its bind_phone code, and sign in (`authorization`, the session token, only with the header `X-Client: app` or a bearer token; the web keeps its session in the HttpOnly cookie)",
    input: thirdRegisterBody,
    data: loginAnswer,
  },
  {
    path: '/oauth/validateCode',
    kind: 'accountQuery',
    summary: 'Whether a code is right, without using it (wrong tries count)',
    input: validateCodeQuery,
    data: validAnswer,
  },
  {
    path: '/search/company/info',
    kind: 'query',
    summary:
      "A company's detail data, the same fields as its page; the deeper data only within the daily view quota of the member behind the session or bearer token (`quota` says why not) (404 for an unknown uuid)",
    input: infoQuery,
    data: companyInfo,
  },
  {
    path: '/search/officers/info',
    kind: 'query',
    summary:
      "An executive's detail data, the same fields as their page; past positions and co-appointees only within the daily view quota (`quota` says why not) (404 for an unknown uuid)",
    input: infoQuery,
    data: officerInfo,
  },
  {
    path: '/search/company/byCodes',
    kind: 'query',
    summary:
      'The trader-by-codes lookup: companies by comma-joined ids (at most 50), the found ones in the order asked, each with its code',
    input: byCodesQuery,
    data: byCodesAnswer,
  },
  {
    path: '/version/getVersion',
    kind: 'query',
    summary: "The app's minimum and latest versions (APP_MIN_VERSION, APP_LATEST_VERSION) and whether ?version= must or may update",
    input: versionQuery,
    data: versionAnswer,
  },
  {
    path: '/geo/getWithIpToLocation',
    kind: 'query',
    summary: "The country of ?ip= or of the caller's own address; province and city are always null (the IP database is country-level)",
    input: geoQuery,
    data: geoAnswer,
  },
  {
    path: '/getipgeo',
    kind: 'query',
    summary: 'The same answer as geo/getWithIpToLocation (the spec names both)',
    input: geoQuery,
    data: geoAnswer,
  },
  {
    path: '/country/search',
    kind: 'query',
    summary:
      "Countries by typed text (name in the caller's language, two-letter code or dial prefix): code, name, flag; empty text lists all",
    input: countrySearchQuery,
    data: z.array(countryHit),
  },
  {
    path: '/log',
    kind: 'query',
    summary:
      'A page or the app reports a problem: the message in the `message` header (percent-encoded), the page in ?url=; also at /{lang}/api/log. Rate-limited per address (429), stored bounded (the newest 10,000 lines), never answered back',
    input: logQuery,
    data: loggedAnswer,
  },
  {
    path: '/oauth2/authorize',
    kind: 'redirect',
    summary:
      "A partner app's OAuth 2.0 authorization request (response_type=code, client_id, exact redirect_uri, scope user_info, state, PKCE S256; required for public clients, plain refused): 302 to the consent page /{lang}/authorize; refusals after the client and redirect URI are checked go back to the app as error and state",
    input: partnerAuthorizeQuery,
    data: z.null(),
  },
  {
    path: '/oauth2/token',
    kind: 'token',
    summary:
      "Exchange a partner app's authorization code (single use, 60 s) for an access token (1 hour, a bearer token for user/info): grant_type=authorization_code, code, redirect_uri, client_id with client_secret (or HTTP Basic) or code_verifier; RFC 6749 errors; rate-limited per client id",
    input: partnerTokenBody,
    data: partnerTokenAnswer,
  },
  {
    path: '/payments/stripeWebhook',
    kind: 'webhook',
    summary:
      "Stripe's events about VIP checkouts and subscriptions (checkout.session.completed, invoice.paid, invoice.payment_failed, charge.refunded …), signed with the endpoint's secret (Stripe-Signature); a wrong signature is a 400 and changes nothing, an event already applied answers 200 and changes nothing; 404 when Stripe is not configured",
    input: z.object({ id: z.string(), type: z.string() }).meta({ id: 'StripeEvent' }),
    data: z.object({ received: z.literal(true), outcome: z.string() }),
  },
  {
    path: '/alerts/unsubscribe',
    kind: 'oneClick',
    summary:
      "The alert e-mails' List-Unsubscribe address (?token=, signed, for this one purpose): POST with the form body List-Unsubscribe=One-Click (RFC 8058) stops the member's alert e-mails, no sign-in; 400 for a link that is not valid. GET redirects to the confirm page /{lang}/unsubscribe",
    input: unsubscribeQuery,
    data: unsubscribedAnswer,
  },
  {
    path: '/notifications/list',
    kind: 'accountQuery',
    summary:
      "The signed-in member's notifications (changes to records they follow, from the imports), newest first, paged; each with the record and what changed (kind, field, old and new values), and whether it is read. Rate-limited per member (600 in 10 minutes, shared with notifications/unread) and per address (429 with Retry-After)",
    input: notificationListQuery,
    data: notificationListAnswer,
  },
  {
    path: '/notifications/unread',
    kind: 'accountQuery',
    summary:
      "How many of the signed-in member's notifications are unread (the header asks once per page). Rate-limited per member and per address, with notifications/list (429 with Retry-After)",
    input: none,
    data: unreadAnswer,
  },
  {
    path: '/notifications/read',
    kind: 'account',
    summary:
      "Marks the signed-in member's notifications read: { ids } (up to 100) or { all: true }; an id that is not theirs answers 404 and marks nothing; same-site only; rate-limited per member (300 in 10 minutes) and per address (429 with Retry-After)",
    input: notificationReadBody,
    data: readAnswer,
  },
  {
    path: '/attention/follow',
    kind: 'account',
    summary:
      "The signed-in member follows a company or executive ('Followed'): 404 for an unknown record, 409 when already followed, 403 past the member's limit (FOLLOW_LIMIT); same-site only",
    input: followBody,
    data: followAnswer,
  },
  {
    path: '/attention/cancelFollow',
    kind: 'account',
    summary: "The signed-in member stops following a record ('Unfollowed successfully'): 404 when it was not followed; same-site only",
    input: followBody,
    data: followAnswer,
  },
  {
    path: '/attention/myFollow',
    kind: 'account',
    summary:
      "The signed-in member's follows, newest first, paged, of one kind or all: each record's name, jurisdiction, status and latest change (date and fields)",
    input: myFollowBody,
    data: myFollowAnswer,
  },
  {
    path: '/attention/countByFollow',
    kind: 'accountQuery',
    summary:
      "The signed-in member's follows per kind and their limit; with ?type=&uuid=, that record's number of followers and whether this member follows it",
    input: countByFollowQuery,
    data: followCountsAnswer,
  },
  {
    path: '/search/broker/completionSuggest',
    kind: 'fuzzy',
    summary: 'Broker name suggestions (top 10): the brand or a company behind it, with score, grade, country and trader code',
    input: completionQuery,
    data: brokerSuggestion,
  },
  {
    path: '/search/broker/list',
    kind: 'body',
    summary:
      "Brokers by name (brand or company behind it), filtered by head office's country and regulator, sorted by relevance or score, with filter counts and paging",
    input: brokerListBody,
    data: brokerList,
  },
  {
    path: '/dealer/byCodes',
    kind: 'query',
    summary:
      'The trader-by-codes lookup: brokers by comma-joined ten-digit trader codes (at most 50), in the order asked; unknown codes are left out',
    input: traderCodesQuery,
    data: brokerByCodesAnswer,
  },
  {
    path: '/dealer/rank',
    kind: 'query',
    summary:
      "The rank list by score (scored brokers still trading), overall, for a regulator's country or for one regulator (404 for an unknown regulator), paged",
    input: rankQuery,
    data: brokerRankList,
  },
  {
    path: '/dealer/info',
    kind: 'query',
    summary:
      "The broker page's data as JSON, read by the page's own service: the broker with score, grade, stars and rank, its companies, licences with their regulators, claims, websites, accounts, software, VPS plans, clone findings both ways, warnings, the company group, the time machine and the score's detail (404 for an unknown broker)",
    input: dealerQuery,
    data: dealerInfoAnswer,
  },
  {
    path: '/dealer/score',
    kind: 'query',
    summary:
      "A broker's score, grade, stars and rank, with the five indices and every point's rule and evidence (404 for an unknown broker)",
    input: dealerQuery,
    data: dealerScoreAnswer,
  },
  {
    path: '/dealer/history',
    kind: 'query',
    summary:
      "A broker's time machine: dated rows of score, licences in force and revoked, websites and warnings, oldest first (404 for an unknown broker)",
    input: dealerQuery,
    data: dealerHistoryAnswer,
  },
  {
    path: '/complaint/describe',
    kind: 'query',
    summary:
      "What an exposure report may say: the categories (with labels in the caller's language), the description length, the evidence types and limits (EVIDENCE_MAX_*), the days a broker has to reply (COMPLAINT_REPLY_DAYS) and the moderation rules",
    input: none,
    data: describeAnswer,
  },
  {
    path: '/complaint/add',
    kind: 'account',
    summary:
      "The signed-in member reports a broker: category, description, amount and currency, dates; 'pending' until staff approve it (only approved reports are shown and counted); 404 unknown broker, 400 a field's rule, 429 past 5 reports a day per member or 10 per address; same-site only",
    input: complaintAddBody,
    data: addAnswer,
  },
  {
    path: '/complaint/upload',
    kind: 'upload',
    summary:
      "Evidence for the signed-in member's own pending report (multipart/form-data: complaintId, one or more `evidence` files): PNG, JPEG, WebP or PDF by content (415 otherwise, and for a script renamed .png), images re-encoded without metadata (EXIF/GPS); 400 empty file, 413 over EVIDENCE_MAX_FILE_BYTES per file, EVIDENCE_MAX_FILES or EVIDENCE_MAX_TOTAL_BYTES per report (cut off as soon as it is passed); 404 not the member's report, 409 already decided; same-site only",
    input: complaintUploadForm,
    data: uploadAnswer,
  },
  {
    path: '/complaint/nonCooperativeTraders',
    kind: 'query',
    summary:
      "Brokers that did not answer: each with approved reports that have had no reply from the broker's representative for COMPLAINT_REPLY_DAYS days (default 30) after approval, how many, and since when; most first",
    input: nonCooperativeQuery,
    data: nonCooperativeAnswer,
  },
  {
    path: '/ads/fill',
    kind: 'query',
    summary:
      "A page's one ad request: a unit for each slot named (top, coupletLeft, coupletRight, detail, feed) from the approved campaigns that fit the language, country, page kind, jurisdiction and industry section, their schedule, budget, pacing and the visitor's frequency cap (a first-party cookie of today's counts, no identifier), else a house ad; each with a signed impression token and a signed click link; broker units carry the risk warning in the page's language. Private, never stored",
    input: fillQuery,
    data: fillAnswer,
  },
  {
    path: '/ads/seen',
    kind: 'body',
    summary:
      'Units that were viewable (at least half visible for one second): { tokens } (up to 20, from ads/fill or the app calls), each signed token counted once within 5 minutes of being served; others ignored. Counts are aggregated in memory and written in batches every few seconds. Same-site only',
    input: seenBody,
    data: seenAnswer,
  },
  {
    path: '/ads/splash',
    kind: 'query',
    summary:
      "The app's splash unit (or a house ad), with its 'Ad' label, click link and impression token, and a close button usable at once (close.oneClick, never a countdown-only close). Cached by the app for 60 s",
    input: appAdQuery,
    data: splashAnswer,
  },
  {
    path: '/ads/carousel',
    kind: 'query',
    summary: "The app's home carousel: up to five different units (a house ad when none fits), each labelled. Cached by the app for 60 s",
    input: appAdQuery,
    data: carouselAnswer,
  },
  { path: '/openapi.json', kind: 'document', summary: 'This document (OpenAPI 3.1)', input: none, data: z.null() },
];
