import type { StatusSet } from './jurisdiction-types.ts';

/**
 * Company statuses in each register's own words. Active ones carry most of the weight; inactive ones
 * are drawn for the ~15% of companies that no longer trade. `ends` says which inactive statuses come
 * with a dissolution date, `liquidation` and `insolvency` what the flags say.
 */
export interface Status {
  text: string;
  weight: number;
  ends?: boolean;
  liquidation?: boolean;
  insolvency?: boolean;
}
export interface Statuses {
  active: Status[];
  inactive: Status[];
}

const s = (text: string, weight: number, flags = ''): Status => ({
  text,
  weight,
  ends: flags.includes('e'),
  liquidation: flags.includes('l'),
  insolvency: flags.includes('i'),
});

export const STATUSES: Record<StatusSet, Statuses> = {
  uk: {
    active: [
      s('Active', 90),
      s('Active - Proposal to Strike off', 4),
      s('In Administration', 2, 'i'),
      s('Voluntary Arrangement', 1, 'i'),
      s('Receivership', 1, 'i'),
    ],
    inactive: [s('Dissolved', 70, 'e'), s('Liquidation', 20, 'li'), s('Converted/Closed', 5, 'e'), s('Removed', 5, 'e')],
  },
  hk: {
    active: [s('Live', 100)],
    inactive: [s('Dissolved', 40, 'e'), s('Deregistered', 30, 'e'), s('Struck Off', 20, 'e'), s('Winding Up', 10, 'li')],
  },
  sg: {
    active: [s('Live Company', 95), s('Live', 5)],
    inactive: [
      s('Struck Off', 50, 'e'),
      s("Dissolved - Members' Voluntary Winding Up", 20, 'el'),
      s("In Liquidation - Creditors' Winding Up", 15, 'li'),
      s('Amalgamated', 15, 'e'),
    ],
  },
  us: {
    active: [s('Active', 70), s('Good Standing', 25), s('Delinquent', 5)],
    inactive: [
      s('Inactive', 25),
      s('Dissolved', 30, 'e'),
      s('Forfeited', 15, 'e'),
      s('Revoked', 10, 'e'),
      s('Merged', 10, 'e'),
      s('Withdrawn', 10, 'e'),
    ],
  },
  ca: {
    active: [s('Active', 95), s('Active - Default', 5)],
    inactive: [s('Dissolved', 60, 'e'), s('Amalgamated', 20, 'e'), s('Inactive', 10), s('Continued Out', 10, 'e')],
  },
  de: {
    active: [s('aktiv', 97), s('Insolvenzverfahren eröffnet', 3, 'i')],
    inactive: [s('gelöscht', 70, 'e'), s('in Liquidation', 20, 'l'), s('aufgelöst', 10, 'e')],
  },
  fr: {
    active: [s('Active', 96), s('Redressement judiciaire', 4, 'i')],
    inactive: [s('Radiée', 70, 'e'), s('En liquidation', 15, 'l'), s('Liquidation judiciaire', 15, 'li')],
  },
  es: {
    active: [s('Activa', 97), s('Concurso de acreedores', 3, 'i')],
    inactive: [s('Extinguida', 50, 'e'), s('Disuelta', 25, 'e'), s('En liquidación', 25, 'l')],
  },
  it: {
    active: [s('Attiva', 96), s('Inattiva', 2), s('Concordato preventivo', 2, 'i')],
    inactive: [s('Cessata', 60, 'e'), s('In liquidazione', 25, 'l'), s('Fallita', 15, 'ei')],
  },
  pt: {
    active: [s('Ativa', 97), s('Recuperação judicial', 3, 'i')],
    inactive: [s('Baixada', 60, 'e'), s('Inapta', 20), s('Em liquidação', 20, 'l')],
  },
  cn: {
    active: [s('存续（在营、开业、在册）', 95), s('开业', 5)],
    inactive: [s('注销', 55, 'e'), s('吊销，未注销', 30), s('迁出', 10), s('清算', 5, 'l')],
  },
  tw: { active: [s('核准設立', 100)], inactive: [s('解散', 50, 'e'), s('廢止', 30, 'e'), s('撤銷', 20, 'e')] },
  jp: {
    active: [s('存続', 100)],
    inactive: [s('閉鎖（清算の結了等）', 55, 'el'), s('閉鎖（合併による解散等）', 30, 'e'), s('清算中', 15, 'l')],
  },
  kr: { active: [s('계속사업자', 97), s('휴업', 3)], inactive: [s('폐업', 75, 'e'), s('청산', 15, 'l'), s('파산', 10, 'ei')] },
  ru: {
    active: [s('Действующая', 97), s('В процессе реорганизации', 3)],
    inactive: [
      s('Ликвидирована', 55, 'e'),
      s('Прекратила деятельность при присоединении', 20, 'e'),
      s('В процессе ликвидации', 15, 'l'),
      s('Банкротство', 10, 'i'),
    ],
  },
  th: {
    active: [s('ยังดำเนินกิจการอยู่', 100)],
    inactive: [s('เสร็จการชำระบัญชี', 50, 'el'), s('ร้าง', 30, 'e'), s('ล้มละลาย', 10, 'ei'), s('เลิก', 10, 'e')],
  },
  au: {
    active: [s('Registered', 97), s('External Administration', 3, 'i')],
    inactive: [s('Deregistered', 85, 'e'), s('In Liquidation', 15, 'li')],
  },
  in: {
    active: [s('Active', 92), s('Dormant', 8)],
    inactive: [s('Strike Off', 55, 'e'), s('Amalgamated', 15, 'e'), s('Under Liquidation', 15, 'li'), s('Dissolved', 15, 'e')],
  },
  default: {
    active: [s('Active', 97), s('Suspended', 3)],
    inactive: [s('Dissolved', 55, 'e'), s('In Liquidation', 20, 'l'), s('Struck Off', 15, 'e'), s('Bankrupt', 10, 'ei')],
  },
};
