/**
 * Executives versus other officers on a company page. Executives run the company: directors,
 * managers, board members, officers with an executive title. Other officers are the rest of the
 * register's people: secretaries, auditors and supervisors, authorised signatories, court- or
 * creditor-appointed officers, corporate officers, and persons with significant control.
 */
const OTHER =
  /secretary|auditor|supervisor|signatory|accountant|judicial factor|receiver|liquidator|administrator|nominee|agent|founder|partner|significant control/i;

export function isExecutive(o: { position: string; kind: string | null; control: string | null }): boolean {
  if (o.control) return false;
  if (o.kind === 'corporate') return false;
  return !OTHER.test(o.position);
}

/** Statuses registers give an appointment in force; any other (ceased, former, removed …) has ended. */
const IN_FORCE = /^(?:active|current|open|acting|in force)$/i;

/** 'current', 'resigned' or 'cancelled' (the spec's labels) from an appointment's status and end. */
export function appointmentState(a: { status: string | null; end_date: string | null }): 'current' | 'resigned' | 'cancelled' {
  if (a.status?.toLowerCase() === 'cancelled') return 'cancelled';
  if (a.end_date || (a.status && !IN_FORCE.test(a.status.trim()))) return 'resigned';
  return 'current';
}

/** Roles with a translated name (catalogue key `role.<key>`); a position we cannot place keeps the register's words alone. */
export const ROLE_KEYS = [
  'director',
  'managingDirector',
  'executiveDirector',
  'outsideDirector',
  'nomineeDirector',
  'generalManager',
  'generalDirector',
  'manager',
  'president',
  'vicePresident',
  'chairman',
  'supervisoryChair',
  'ceo',
  'cfo',
  'secretary',
  'companySecretary',
  'treasurer',
  'legalRepresentative',
  'representativeDirector',
  'boardMember',
  'deputyBoardMember',
  'managementBoardMember',
  'supervisoryBoardMember',
  'supervisor',
  'auditor',
  'authorisedSignatory',
  'founder',
  'partner',
  'chiefAccountant',
  'significantControl',
  'liquidator',
] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];

/**
 * Positions as registers write them (folded to lower case), mapped to roles; checked in order, the
 * first whole-position match wins. Registers we import write them in English (Companies House's
 * officer roles, our JSON Lines and demo registers) or in their own language (中国: 法定代表人 …).
 */
const ROLES: Array<[RoleKey, RegExp]> = [
  ['supervisoryChair', /^chair(?:man|woman|person)? of the supervisory board$|^监事会主席$|^aufsichtsratsvorsitzende[rn]?$/],
  ['chairman', /^(?:chair(?:man|woman|person)?)(?: of the board(?: of directors)?)?$|^董事长$|^董事長$|^会長$|^회장$/],
  ['ceo', /^(?:chief executive officer|ceo|chief executive)$|^首席执行官$/],
  ['cfo', /^(?:chief financial officer|cfo)$/],
  ['managingDirector', /^managing director$|^geschäftsführer(?:in)?$/],
  ['representativeDirector', /^representative director$|^代表取締役$/],
  ['executiveDirector', /^(?:executive|whole-time) director$|^执行董事$/],
  ['outsideDirector', /^(?:outside|independent|non-executive) director$|^社外取締役$|^独立董事$/],
  ['nomineeDirector', /^nominee director$/],
  ['generalDirector', /^general director$|^генеральный директор$/],
  ['generalManager', /^general manager$|^总经理$|^總經理$/],
  ['legalRepresentative', /^legal representative$|^法定代表人$/],
  ['supervisoryBoardMember', /^member of (?:the supervisory board|a supervisory organ)$|^aufsichtsrat$/],
  ['managementBoardMember', /^member of (?:the management board|a management organ)$|^vorstand$/],
  ['deputyBoardMember', /^deputy board member$/],
  ['boardMember', /^board member$|^member of (?:the board(?: of directors)?|an administrative organ)$/],
  ['companySecretary', /^(?:company|corporate) secretary$/],
  ['secretary', /^secretary$|^nominee secretary$/],
  ['treasurer', /^treasurer$/],
  ['vicePresident', /^vice[- ]president$/],
  ['president', /^president$/],
  ['auditor', /^(?:statutory |corporate )?auditor$|^監査役$/],
  ['supervisor', /^supervisor$|^监事$|^監事$/],
  ['authorisedSignatory', /^authori[sz]ed signatory$/],
  ['founder', /^founder$/],
  ['partner', /^(?:llp )?(?:designated |general |limited )?(?:member|partner)$/],
  ['chiefAccountant', /^chief accountant$|^главный бухгалтер$/],
  ['significantControl', /significant control/],
  ['liquidator', /^liquidator$/],
  ['manager', /^(?:cic )?manager$|^经理$/],
  ['director', /^director$|^董事$|^取締役$|^이사$|^директор$/],
];

/** The role a position names, or null when it is not one we translate. */
export function roleOf(position: string | null | undefined): RoleKey | null {
  const text = position?.trim().toLowerCase();
  if (!text) return null;
  return ROLES.find(([, re]) => re.test(text))?.[0] ?? null;
}
