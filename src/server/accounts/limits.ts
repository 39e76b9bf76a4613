import { RESEND_SECONDS } from '../../lib/resend-interval.ts';
import type { Limit } from './rate-limit.ts';

/**
 * Every limit of the member accounts in one table: how many attempts per window, how long codes,
 * puzzles, QR logins, sign-in states, tickets and sessions live, and when the slider is asked for.
 * A limit changes here and nowhere else; the functions below only name the counters they apply to.
 */
const MINUTE = 60;
const QUARTER = 900;
const HOUR = 3600;
const DAY = 86_400;

/** Attempts allowed per window (seconds). */
const RATE = {
  /**
   * Password tries: 30 per address in 15 minutes, 200 per address a day. These are the only hard
   * caps on passwords: an account is never locked (anyone could lock its owner out), it asks for the
   * slider instead (LOGIN_LIMITS).
   */
  loginIp: { max: 30, windowSeconds: QUARTER },
  loginIpDay: { max: 200, windowSeconds: DAY },
  /** Password changes per member. */
  passwordChange: { max: 5, windowSeconds: QUARTER },
  /**
   * Text messages: one per resend interval to a phone, 5 an hour and 10 a day (messages sent: a
   * refused request uses up nothing of a phone's quota, so a stranger cannot block its owner's codes);
   * 10 an hour and 30 a day per address (every request counts).
   */
  smsPhoneResend: { max: 1, windowSeconds: RESEND_SECONDS },
  smsPhoneHour: { max: 5, windowSeconds: HOUR },
  smsPhoneDay: { max: 10, windowSeconds: DAY },
  smsIpHour: { max: 10, windowSeconds: HOUR },
  smsIpDay: { max: 30, windowSeconds: DAY },
  /**
   * Against SMS pumping (messages to numbers that pay their owner, from many addresses at once): caps
   * on messages sent across all numbers, per minute and per day (the budget), and per country calling
   * code per hour and per day. Reaching one refuses the message and writes an `ALERT sms-cap` line.
   */
  smsGlobalMinute: { max: 30, windowSeconds: MINUTE },
  smsGlobalDay: { max: 1000, windowSeconds: DAY },
  smsCountryHour: { max: 100, windowSeconds: HOUR },
  smsCountryDay: { max: 500, windowSeconds: DAY },
  /** E-mail codes: one per resend interval to an address, 5 an hour and 10 a day; 10 a day per member, 20 a day per address. */
  mailToResend: { max: 1, windowSeconds: RESEND_SECONDS },
  mailToHour: { max: 5, windowSeconds: HOUR },
  mailToDay: { max: 10, windowSeconds: DAY },
  mailUserDay: { max: 10, windowSeconds: DAY },
  mailIpDay: { max: 20, windowSeconds: DAY },
  /** Slider puzzles per address: a person needs a few; each costs a row, so a flood is refused. */
  captchaIp: { max: 60, windowSeconds: 10 * MINUTE },
  /** QR logins shown per address: a code lives 2 minutes, so a person needs a few; 500 in a second was a flood. */
  qrCreateIp: { max: 20, windowSeconds: 10 * MINUTE },
  /** Third-party sign-ins started per address (web), code exchanges (app), ticket sign-ins and phone binds. */
  oauthStartIp: { max: 30, windowSeconds: 10 * MINUTE },
  oauthAppIp: { max: 30, windowSeconds: HOUR },
  oauthTicketIp: { max: 30, windowSeconds: QUARTER },
  oauthBindIp: { max: 20, windowSeconds: HOUR },
  /** "Has this phone an account?" per address: it tells who is a member, so it is scarce. */
  phoneRegisteredIp: { max: 20, windowSeconds: HOUR },
  phoneRegisteredIpDay: { max: 50, windowSeconds: DAY },
  /** Code checks without using the code, per address (each code also dies after its own tries). */
  codeCheckIp: { max: 60, windowSeconds: HOUR },
  /**
   * Views reported by detail pages (search/latelybrowse/add). Counted for hot data: one per visitor
   * and record a day, 20 per address and record a day (visitors behind one office's address); an
   * address's reports beyond 300 an hour are ignored altogether (not even kept as recent browsing).
   */
  viewVisitorRecord: { max: 1, windowSeconds: DAY },
  viewIpRecord: { max: 20, windowSeconds: DAY },
  viewIpHour: { max: 300, windowSeconds: HOUR },
  /** The log call (GET /{lang}/api/log): a page that fails reports a few lines; past this an address's lines are refused. */
  clientLogIp: { max: 30, windowSeconds: 10 * MINUTE },
  /**
   * The partner apps' token endpoint (oauth2/token), per address: a partner's servers exchange one code
   * per member who signs in. Nothing is counted per client id alone: the id is public (it is in every
   * authorize link), so such a counter would let anyone lock a partner out. Secrets and codes are
   * 256-bit random values: the per-address cap is about load, not guessing.
   */
  oauthTokenIp: { max: 60, windowSeconds: MINUTE },
  /** Approvals on the partner consent page: each stores a code (dropped by housekeeping); a person approves a few. */
  oauthApproveMember: { max: 30, windowSeconds: 10 * MINUTE },
  oauthApproveIp: { max: 60, windowSeconds: 10 * MINUTE },
  /** Follows and unfollows per member (a person clicks a few; a script toggling in a loop is refused) and per address. */
  followChangeUser: { max: 120, windowSeconds: 10 * MINUTE },
  followChangeIp: { max: 300, windowSeconds: 10 * MINUTE },
  /**
   * Exposure reports (a report and each evidence upload count): a member with a real grievance files
   * one or two; 5 reports a day per member and 10 per address (a shared office), 30 uploads an hour
   * per member. Representatives' replies: 20 a day per member. Staff decisions are not capped (staff
   * are few, granted from the command line, and every decision is logged).
   */
  complaintUserDay: { max: 5, windowSeconds: DAY },
  complaintIpDay: { max: 10, windowSeconds: DAY },
  evidenceUserHour: { max: 30, windowSeconds: HOUR },
  evidenceIpHour: { max: 60, windowSeconds: HOUR },
  replyUserDay: { max: 20, windowSeconds: DAY },
  /**
   * The notifications calls. Looking (notifications/list and notifications/unread share one counter):
   * the site script asks for the unread count once per page a signed-in member opens (site.ts; it
   * never polls), so 600 in 10 minutes is a page a second for ten minutes; an address (an office
   * behind one router) gets 2,000. Marking read (notifications/read) is a click: 300 and 1,000.
   */
  notificationsViewUser: { max: 600, windowSeconds: 10 * MINUTE },
  notificationsViewIp: { max: 2000, windowSeconds: 10 * MINUTE },
  notificationsMarkUser: { max: 300, windowSeconds: 10 * MINUTE },
  notificationsMarkIp: { max: 1000, windowSeconds: 10 * MINUTE },
  /**
   * The service line: a VIP member's messages in their support thread. A person asking a question
   * writes a few; 10 in 10 minutes and 50 a day per member (each one mails staff), 100 a day per
   * address. Staff answers are not capped (staff are few, and every answer is logged with who and when).
   */
  supportMessageUser: { max: 10, windowSeconds: 10 * MINUTE },
  supportMessageUserDay: { max: 50, windowSeconds: DAY },
  supportMessageIpDay: { max: 100, windowSeconds: DAY },
  /**
   * Enterprise data report downloads (src/server/reports/): every request counts, a cached copy too.
   * A member reads a few reports an hour (VIP members have no monthly cap, so this is what stops a
   * script from pulling the register as PDFs): 20 an hour and 100 a day per member, 60 an hour per
   * address (an office behind one router). Each print costs a Chromium page for about a second.
   */
  reportUserHour: { max: 20, windowSeconds: HOUR },
  reportUserDay: { max: 100, windowSeconds: DAY },
  reportIpHour: { max: 60, windowSeconds: HOUR },
  /**
   * Advertising inquiries from the quotation page (issue 20): a business writes once or twice; 5 an
   * hour and 20 a day per address (an agency behind one office router), 3 a day per e-mail address
   * or phone (each is a mail to sales, so a flood is a flood of the sales inbox).
   */
  adInquiryIpHour: { max: 5, windowSeconds: HOUR },
  adInquiryIpDay: { max: 20, windowSeconds: DAY },
  adInquiryContactDay: { max: 3, windowSeconds: DAY },
  /**
   * VIP orders (Buy): each makes a pending order and, with Stripe, a checkout session at Stripe. A
   * member who changes their mind a few times stays well under 10 an hour; a script does not.
   */
  orderUserHour: { max: 10, windowSeconds: HOUR },
  /**
   * A member cancelling or resuming their subscription's renewal: each is a call to Stripe and, for a
   * cancellation, a mail. Someone who hesitates stays well under 6 an hour; a script or a stuck
   * button does not.
   */
  renewalUserHour: { max: 6, windowSeconds: HOUR },
} as const;

/** The caps of view counting (for tests and the README). */
export const VIEW_LIMITS = {
  perVisitorRecordDay: RATE.viewVisitorRecord.max,
  perAddressRecordDay: RATE.viewIpRecord.max,
  perAddressHour: RATE.viewIpHour.max,
} as const;

/**
 * After 3 wrong passwords for an account (or 10 from an address) in the login window, each further
 * try needs a solved slider (spec: the slider after repeated failed logins). Past 10 wrong passwords
 * for an account in a day (guessing spread over many addresses, each below its own caps), every try
 * for it needs the slider until the day is over. Per account it is only ever the slider, never a
 * refusal: the owner who solves it gets in with the right password, whatever a stranger typed. What
 * bounds a guesser is the per-address caps (ipShort, ipDay, and the puzzles per address).
 */
export const LOGIN_LIMITS = {
  ipShort: RATE.loginIp.max,
  ipDay: RATE.loginIpDay.max,
  windowSeconds: QUARTER,
  dayWindowSeconds: DAY,
  sliderAfter: 3,
  sliderAfterDay: 10,
  sliderAfterIp: 10,
} as const;

/** Lifetimes, in milliseconds unless named otherwise. */
export const LIFETIME = {
  /** A verification code (text message or e-mail). */
  codeMs: 5 * MINUTE * 1000,
  /** A slider puzzle, and the pass it gives. */
  puzzleMs: 120_000,
  /** A QR login, from shown to collected. */
  qrMs: 120_000,
  /** A web sign-in's state, and its cookie. */
  oauthStateMs: 10 * MINUTE * 1000,
  /** A ticket (the spec's openid) for binding a provider account. */
  ticketMs: 10 * MINUTE * 1000,
  /** A session. */
  sessionDays: 30,
  /** A partner app's authorization code: exchanged by its server at once (RFC 6749 recommends at most 10 minutes). */
  oauthCodeMs: 60_000,
  /** A partner app's access token, in seconds (the token answer's expires_in); no refresh token: the member signs in again. */
  oauthAccessTokenSeconds: 3600,
} as const;

/** The log call's table keeps the newest `maxRows` lines; each line's parts are cut to these lengths. */
export const CLIENT_LOG = { maxRows: 10_000, maxMessage: 2000, maxUrl: 500 } as const;

/** Wrong tries a verification code survives: the fifth wrong one kills it. */
export const CODE_TRIES = 5;

/** The slider: the puzzle's size, how near the gap the piece must stop, and what a hand's drag looks like. */
export const SLIDER = {
  width: 300,
  height: 150,
  piece: 44,
  tolerance: 6,
  /** A pointer drag: at least this many points (a browser reports a move every frame or so). */
  minPoints: 8,
  maxPoints: 600,
  minDurationMs: 250,
  maxDurationMs: 60_000,
  endSlackPx: 2,
  minSpeedSpread: 0.05,
  /** A pointer drag strays at least this far from the straight line in time between its ends (a constant-speed line does not). */
  minBendPx: 3,
  /** No answer sooner than this after the puzzle was made (nor sooner than the reported drag took, give or take the slack). */
  minSolveMs: 300,
  clockSlackMs: 50,
  /**
   * Pointing at the gap (the quotation inquiry's form, which works without JavaScript: the visitor
   * clicks where the piece fits and the form posts the position). No trajectory to judge, so the
   * server's clock does more: no answer sooner than this after the puzzle was made.
   */
  minPointMs: 1500,
  /** The arrow keys: steps of 4 px (20 with Shift), at least this many presses, never quicker than a key repeats. */
  keyStepsPx: [4, 20],
  minKeySteps: 3,
  minKeyIntervalMs: 20,
} as const;

const limit = (key: string, rate: { max: number; windowSeconds: number }): Limit => ({ key, ...rate });

/**
 * The part of a client address that per-address limits count: an IPv4 address whole, an IPv6 address
 * by its /64 network. One household or server gets a /64 (or more) and can rotate through its 2^64
 * addresses at will, so counting whole IPv6 addresses would give it a fresh quota per request. An
 * IPv6 address carrying an IPv4 one (NAT64 64:ff9b::1.2.3.4) is kept whole: its /64 is everyone behind that gateway.
 */
export function addressKey(ip: string): string {
  const address = ip.split('%')[0].toLowerCase();
  if (!address.includes(':') || address.includes('.')) return address;
  const [head, tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The hard caps one password try counts against: the address's (an account has none, see LOGIN_LIMITS). */
export function loginLimits(ip: string): Limit[] {
  return [limit(`login:ip:${addressKey(ip)}`, RATE.loginIp), limit(`login:ip-day:${addressKey(ip)}`, RATE.loginIpDay)];
}

/**
 * The counters of wrong passwords, which decide when the slider is asked for. `identity` is the
 * account's normalised identity (its member id, else the E.164 number or lower-cased address: see
 * accounts.service.ts), never the text as typed: every spelling of one account shares a counter.
 */
export function failedLoginKeys(identity: string, ip: string): { account: string; accountDay: string; ip: string } {
  return { account: `login:failed:${identity}`, accountDay: `login:failed-day:${identity}`, ip: `login:failed-ip:${addressKey(ip)}` };
}

/** One wrong password counted against its counters (they only count: never a refusal). */
export function failedLoginLimits(keys: { account: string; accountDay: string; ip: string }): Limit[] {
  const counting = (windowSeconds: number) => ({ max: Number.MAX_SAFE_INTEGER, windowSeconds });
  return [
    limit(keys.account, counting(LOGIN_LIMITS.windowSeconds)),
    limit(keys.accountDay, counting(LOGIN_LIMITS.dayWindowSeconds)),
    limit(keys.ip, counting(LOGIN_LIMITS.windowSeconds)),
  ];
}

/** The caps every request for a text message counts against, sent or not: the address's. */
export function smsAddressLimits(ip: string): Limit[] {
  return [limit(`sms:ip-hour:${addressKey(ip)}`, RATE.smsIpHour), limit(`sms:ip-day:${addressKey(ip)}`, RATE.smsIpDay)];
}

/**
 * The caps a message counts against only when it is sent (reserved, and given back when refused or
 * when sending fails): the phone's (`phone` in E.164, one spelling per number), and the caps on all
 * messages and on the number's country calling code, which name themselves for the alert.
 */
export function smsSentLimits(phone: string, callingCode: string): Limit[] {
  return [
    limit(`sms:phone-minute:${phone}`, RATE.smsPhoneResend),
    limit(`sms:phone-hour:${phone}`, RATE.smsPhoneHour),
    limit(`sms:phone-day:${phone}`, RATE.smsPhoneDay),
    { ...limit('sms:all-minute', RATE.smsGlobalMinute), cap: 'sms-global-minute' },
    { ...limit('sms:all-day', RATE.smsGlobalDay), cap: 'sms-global-day' },
    { ...limit(`sms:country-hour:${callingCode}`, RATE.smsCountryHour), cap: 'sms-country-hour' },
    { ...limit(`sms:country-day:${callingCode}`, RATE.smsCountryDay), cap: 'sms-country-day' },
  ];
}

/** The counters one e-mail code counts against. */
export function mailLimits(email: string, userId: string, ip: string): Limit[] {
  return [
    limit(`mail:to-minute:${email}`, RATE.mailToResend),
    limit(`mail:to-hour:${email}`, RATE.mailToHour),
    limit(`mail:to-day:${email}`, RATE.mailToDay),
    limit(`mail:user-day:${userId}`, RATE.mailUserDay),
    limit(`mail:ip-day:${addressKey(ip)}`, RATE.mailIpDay),
  ];
}

/** The counter of password changes of a member. */
export const passwordChangeLimits = (userId: string): Limit[] => [limit(`password-change:${userId}`, RATE.passwordChange)];
/** The counter of puzzles asked for from an address. */
export const captchaLimits = (ip: string): Limit[] => [limit(`captcha:ip:${addressKey(ip)}`, RATE.captchaIp)];
/** The counter of web sign-ins started from an address. */
export const oauthStartLimits = (ip: string): Limit[] => [limit(`oauth:start:ip:${addressKey(ip)}`, RATE.oauthStartIp)];
/** The counter of the app's code exchanges from an address. */
export const oauthAppLimits = (ip: string): Limit[] => [limit(`oauth:app:ip:${addressKey(ip)}`, RATE.oauthAppIp)];
/** The counter of ticket sign-ins from an address. */
export const oauthTicketLimits = (ip: string): Limit[] => [limit(`oauth:ticket:ip:${addressKey(ip)}`, RATE.oauthTicketIp)];
/** The counter of phone binds from an address. */
export const oauthBindLimits = (ip: string): Limit[] => [limit(`oauth:bind:ip:${addressKey(ip)}`, RATE.oauthBindIp)];
/** The counters of "has this phone an account?" from an address. */
export const phoneRegisteredLimits = (ip: string): Limit[] => [
  limit(`oauth:registered:ip:${addressKey(ip)}`, RATE.phoneRegisteredIp),
  limit(`oauth:registered:ip-day:${addressKey(ip)}`, RATE.phoneRegisteredIpDay),
];
/** The counter of code checks from an address. */
export const codeCheckLimits = (ip: string): Limit[] => [limit(`code-check:ip:${addressKey(ip)}`, RATE.codeCheckIp)];
/** The counter of view reports from an address: past it, a report is ignored. */
export const viewReportLimits = (ip: string): Limit[] => [limit(`view:ip-hour:${addressKey(ip)}`, RATE.viewIpHour)];
/** The counters a view must pass to count for hot data: per visitor and record, per address and record. */
export const viewCountLimits = (visitor: string, ip: string, record: string): Limit[] => [
  limit(`view:visitor:${visitor}:${record}`, RATE.viewVisitorRecord),
  limit(`view:ip:${addressKey(ip)}:${record}`, RATE.viewIpRecord),
];
/** The counter of QR logins asked for from an address. */
export const qrCreateLimits = (ip: string): Limit[] => [limit(`qr-create:ip:${addressKey(ip)}`, RATE.qrCreateIp)];
/** The counter of log lines from an address. */
export const clientLogLimits = (ip: string): Limit[] => [limit(`client-log:ip:${addressKey(ip)}`, RATE.clientLogIp)];
/** The counters of approvals on the partner consent page: per member and per address. */
export const oauthApproveLimits = (userId: string, ip: string): Limit[] => [
  limit(`oauth2-approve:member:${userId}`, RATE.oauthApproveMember),
  limit(`oauth2-approve:ip:${addressKey(ip)}`, RATE.oauthApproveIp),
];
/** The counter of the token endpoint: per address (see RATE.oauthTokenIp). */
export const oauthTokenLimits = (ip: string): Limit[] => [limit(`oauth2-token:ip:${addressKey(ip)}`, RATE.oauthTokenIp)];
/** The counters one exposure report counts against: the member's and the address's. */
export const complaintLimits = (userId: string, ip: string): Limit[] => [
  limit(`complaint:user:${userId}`, RATE.complaintUserDay),
  limit(`complaint:ip:${addressKey(ip)}`, RATE.complaintIpDay),
];
/** The counters one evidence upload (API) counts against. */
export const evidenceUploadLimits = (userId: string, ip: string): Limit[] => [
  limit(`evidence:user:${userId}`, RATE.evidenceUserHour),
  limit(`evidence:ip:${addressKey(ip)}`, RATE.evidenceIpHour),
];
/** The counter one representative's reply counts against. */
export const complaintReplyLimits = (userId: string): Limit[] => [limit(`complaint-reply:user:${userId}`, RATE.replyUserDay)];
/** The counters one follow or unfollow counts against: the member's and the address's. */
export const followChangeLimits = (userId: string, ip: string): Limit[] => [
  limit(`follow:user:${userId}`, RATE.followChangeUser),
  limit(`follow:ip:${addressKey(ip)}`, RATE.followChangeIp),
];

/** The counters of the notifications calls: looking (list, unread) or marking read, per member and per address. */
export const notificationLimits = (what: 'view' | 'mark', userId: string, ip: string): Limit[] =>
  what === 'view'
    ? [
        limit(`notifications:view:user:${userId}`, RATE.notificationsViewUser),
        limit(`notifications:view:ip:${addressKey(ip)}`, RATE.notificationsViewIp),
      ]
    : [
        limit(`notifications:mark:user:${userId}`, RATE.notificationsMarkUser),
        limit(`notifications:mark:ip:${addressKey(ip)}`, RATE.notificationsMarkIp),
      ];

/** The counters one message in a support thread counts against: the member's (short and daily) and the address's. */
export const supportMessageLimits = (userId: string, ip: string): Limit[] => [
  limit(`support:user:${userId}`, RATE.supportMessageUser),
  limit(`support:user-day:${userId}`, RATE.supportMessageUserDay),
  limit(`support:ip:${addressKey(ip)}`, RATE.supportMessageIpDay),
];

/** The counters one report download counts against: the member's (hour, day) and the address's. */
export const reportDownloadLimits = (userId: string, ip: string): Limit[] => [
  limit(`report:user:${userId}`, RATE.reportUserHour),
  limit(`report:user-day:${userId}`, RATE.reportUserDay),
  limit(`report:ip:${addressKey(ip)}`, RATE.reportIpHour),
];

/**
 * The counters one advertising inquiry counts against: the address's, and the contact's (the e-mail
 * address lower-cased, else the phone as typed without spaces), so one sender cannot fill the sales inbox.
 */
export const adInquiryLimits = (ip: string, contact: string): Limit[] => [
  limit(`ad-inquiry:ip-hour:${addressKey(ip)}`, RATE.adInquiryIpHour),
  limit(`ad-inquiry:ip-day:${addressKey(ip)}`, RATE.adInquiryIpDay),
  limit(`ad-inquiry:contact-day:${contact}`, RATE.adInquiryContactDay),
];
/**
/** The counter one VIP order (Buy) counts against: the member's. */
export const orderLimits = (userId: string): Limit[] => [limit(`order:user:${userId}`, RATE.orderUserHour)];
/** The counter a member's change to their subscription's renewal (cancel, resume) counts against. */
export const renewalLimits = (userId: string): Limit[] => [limit(`renewal:user:${userId}`, RATE.renewalUserHour)];
