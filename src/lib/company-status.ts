/**
 * A company's state, normalised from its register's own status wording: the one owner of that
 * mapping. Registers word their statuses in their own languages and ways ("Live Company", "存续",
 * "In Administration", "Radiée"); filters and labels use this small set, and pages show the
 * register's wording beside the translated state when they differ.
 *
 * The wordings mapped are every one our importers bring in: Companies House (its CompanyStatus
 * values, including the receiver and administration combinations), GLEIF (Active, Inactive,
 * Dissolved), our JSON Lines format (whatever a register wrote) and the demo world's registers
 * (src/server/demo/statuses.ts). A wording we do not know falls back to the register's inactive flag.
 */

export const COMPANY_STATES = ['active', 'insolvency', 'suspended', 'inactive', 'dissolved', 'unknown'] as const;
/** active; insolvency: in liquidation, administration, receivership or bankruptcy; suspended; inactive (dormant, still registered); dissolved (gone from the register); unknown. */
export type CompanyState = (typeof COMPANY_STATES)[number];

export function isCompanyState(value: string): value is CompanyState {
  return (COMPANY_STATES as readonly string[]).includes(value);
}

/** Checked in this order: the first that matches decides ("Dissolved - Members' Voluntary Winding Up" is dissolved). */
const RULES: Array<[CompanyState, RegExp]> = [
  // Still trading though a register notes a step towards removal or a filing default.
  ['active', /^active\b.*(?:proposal to strike off|default)|^(?:delinquent|good standing)$/],
  // Licence revoked but not deregistered (吊销，未注销): still on the register, not trading.
  ['inactive', /吊销|inapta|dormant|inattiv|inactiv|inaktiv|休眠/],
  [
    'dissolved',
    /dissolved|struck off|strike off|removed|closed|converted|deregistered|amalgamated|merged|withdrawn|revoked|forfeited|continued out|cancell?ed|ceased|gelöscht|aufgelöst|radiée|radiee|extinguida|disuelta|cessata|baixada|注销|註銷|迁出|解散|廢止|撤銷|閉鎖|폐업|ликвидирован|прекратил|เสร็จการชำระบัญชี|ร้าง|^เลิก/,
  ],
  [
    'insolvency',
    /liquidat|winding up|administration|receiver|voluntary arrangement|insolven|bankrupt|redressement|liquidazion|liquidación|liquidação|concurso|concordato|fallit|recuperação judicial|清算|破产|破産|파산|청산|ликвидац|банкрот|ล้มละลาย/,
  ],
  ['suspended', /suspen|휴업|停业|停業|приостановл/],
  [
    'active',
    /^(?:active|activa|activo|ativa|attiva|aktiv|live|live company|registered|existing|normal|open|current|in existence|good standing)\b|存续|存續|存続|开业|在营|核准設立|계속사업자|действующ|ยังดำเนินกิจการอยู่|в процессе реорганизации/,
  ],
];

/** Memo of wordings already mapped: a register has a few dozen, asked for at every result page. */
const known = new Map<string, CompanyState | null>();

/** The state a register's own wording names, or null when we do not know it. */
export function stateOfWording(status: string | null | undefined): CompanyState | null {
  const text = status?.trim().toLowerCase();
  if (!text) return null;
  let state = known.get(text);
  if (state === undefined) {
    state = RULES.find(([, re]) => re.test(text))?.[0] ?? null;
    if (known.size < 5000) known.set(text, state);
  }
  return state;
}

/**
 * A company's state from its register's wording, else from the register's inactive flag (1 inactive,
 * 0 active), else unknown.
 */
export function companyState(status: string | null | undefined, inactive: number | null | undefined): CompanyState {
  return stateOfWording(status) ?? (inactive === 1 ? 'inactive' : inactive === 0 ? 'active' : 'unknown');
}
