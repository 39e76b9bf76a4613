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
  /** Password tries: 5 per account and 30 per address in 15 minutes, 200 per address a day. */
  loginAccount: { max: 5, windowSeconds: QUARTER },
  loginIp: { max: 30, windowSeconds: QUARTER },
  loginIpDay: { max: 200, windowSeconds: DAY },
  /** Password changes per member. */
  passwordChange: { max: 5, windowSeconds: QUARTER },
  /** Text messages: one per resend interval to a phone, 5 an hour and 10 a day; 10 an hour and 30 a day per address. */
  smsPhoneResend: { max: 1, windowSeconds: RESEND_SECONDS },
  smsPhoneHour: { max: 5, windowSeconds: HOUR },
  smsPhoneDay: { max: 10, windowSeconds: DAY },
  smsIpHour: { max: 10, windowSeconds: HOUR },
  smsIpDay: { max: 30, windowSeconds: DAY },
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
} as const;

/** The caps of view counting (for tests and the README). */
export const VIEW_LIMITS = {
  perVisitorRecordDay: RATE.viewVisitorRecord.max,
  perAddressRecordDay: RATE.viewIpRecord.max,
  perAddressHour: RATE.viewIpHour.max,
} as const;

/**
 * After 3 wrong passwords for an account (or 10 from an address) in the login window, each further
 * try needs a solved slider (spec: the slider after repeated failed logins), so a script cannot use even its 5.
 */
export const LOGIN_LIMITS = {
  account: RATE.loginAccount.max,
  ipShort: RATE.loginIp.max,
  ipDay: RATE.loginIpDay.max,
  windowSeconds: QUARTER,
  sliderAfter: 3,
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
} as const;

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
  /** The arrow keys: steps of 4 px (20 with Shift), at least this many presses, never quicker than a key repeats. */
  keyStepsPx: [4, 20],
  minKeySteps: 3,
  minKeyIntervalMs: 20,
} as const;

const limit = (key: string, rate: { max: number; windowSeconds: number }): Limit => ({ key, ...rate });

/** The counters one password try counts against (the account as typed, lower-cased). */
export function loginLimits(account: string, ip: string): Limit[] {
  return [
    limit(`login:account:${account}`, RATE.loginAccount),
    limit(`login:ip:${ip}`, RATE.loginIp),
    limit(`login:ip-day:${ip}`, RATE.loginIpDay),
  ];
}

/** The counters of wrong passwords, which decide when the slider is asked for. */
export function failedLoginKeys(account: string, ip: string): { account: string; ip: string } {
  return { account: `login:failed:${account}`, ip: `login:failed-ip:${ip}` };
}

/** One wrong password counted against both counters (they only count: never a refusal). */
export function failedLoginLimits(keys: { account: string; ip: string }): Limit[] {
  const counting = { max: Number.MAX_SAFE_INTEGER, windowSeconds: LOGIN_LIMITS.windowSeconds };
  return [limit(keys.account, counting), limit(keys.ip, counting)];
}

/** The counters one text message counts against. */
export function smsLimits(phone: string, ip: string): Limit[] {
  return [
    limit(`sms:phone-minute:${phone}`, RATE.smsPhoneResend),
    limit(`sms:phone-hour:${phone}`, RATE.smsPhoneHour),
    limit(`sms:phone-day:${phone}`, RATE.smsPhoneDay),
    limit(`sms:ip-hour:${ip}`, RATE.smsIpHour),
    limit(`sms:ip-day:${ip}`, RATE.smsIpDay),
  ];
}

/** The counters one e-mail code counts against. */
export function mailLimits(email: string, userId: string, ip: string): Limit[] {
  return [
    limit(`mail:to-minute:${email}`, RATE.mailToResend),
    limit(`mail:to-hour:${email}`, RATE.mailToHour),
    limit(`mail:to-day:${email}`, RATE.mailToDay),
    limit(`mail:user-day:${userId}`, RATE.mailUserDay),
    limit(`mail:ip-day:${ip}`, RATE.mailIpDay),
  ];
}

/** The counter of password changes of a member. */
export const passwordChangeLimits = (userId: string): Limit[] => [limit(`password-change:${userId}`, RATE.passwordChange)];
/** The counter of puzzles asked for from an address. */
export const captchaLimits = (ip: string): Limit[] => [limit(`captcha:ip:${ip}`, RATE.captchaIp)];
/** The counter of web sign-ins started from an address. */
export const oauthStartLimits = (ip: string): Limit[] => [limit(`oauth:start:ip:${ip}`, RATE.oauthStartIp)];
/** The counter of the app's code exchanges from an address. */
export const oauthAppLimits = (ip: string): Limit[] => [limit(`oauth:app:ip:${ip}`, RATE.oauthAppIp)];
/** The counter of ticket sign-ins from an address. */
export const oauthTicketLimits = (ip: string): Limit[] => [limit(`oauth:ticket:ip:${ip}`, RATE.oauthTicketIp)];
/** The counter of phone binds from an address. */
export const oauthBindLimits = (ip: string): Limit[] => [limit(`oauth:bind:ip:${ip}`, RATE.oauthBindIp)];
/** The counters of "has this phone an account?" from an address. */
export const phoneRegisteredLimits = (ip: string): Limit[] => [
  limit(`oauth:registered:ip:${ip}`, RATE.phoneRegisteredIp),
  limit(`oauth:registered:ip-day:${ip}`, RATE.phoneRegisteredIpDay),
];
/** The counter of code checks from an address. */
export const codeCheckLimits = (ip: string): Limit[] => [limit(`code-check:ip:${ip}`, RATE.codeCheckIp)];
/** The counter of view reports from an address: past it, a report is ignored. */
export const viewReportLimits = (ip: string): Limit[] => [limit(`view:ip-hour:${ip}`, RATE.viewIpHour)];
/** The counters a view must pass to count for hot data: per visitor and record, per address and record. */
export const viewCountLimits = (visitor: string, ip: string, record: string): Limit[] => [
  limit(`view:visitor:${visitor}:${record}`, RATE.viewVisitorRecord),
  limit(`view:ip:${ip}:${record}`, RATE.viewIpRecord),
];
/** The counter of QR logins asked for from an address. */
export const qrCreateLimits = (ip: string): Limit[] => [limit(`qr-create:ip:${ip}`, RATE.qrCreateIp)];
