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
