/**
 * Exposure's tables (migration 2026-11-24T0710-exposure, which explains each): members' reports on
 * brokers, their evidence, the representatives' replies, the staff role and the staff decisions log.
 */

export type ModerationStatus = 'pending' | 'approved' | 'rejected';

export interface BrokerComplaintsTable {
  id: string;
  broker_id: string;
  user_id: string;
  /** One of COMPLAINT_CATEGORIES (src/lib/complaint-categories.ts). */
  category: string;
  description: string;
  amount: number | null;
  /** ISO 4217, upper case. */
  currency: string | null;
  happened_from: string | null;
  happened_to: string | null;
  status: ModerationStatus;
  /** The language the member wrote in (shown as the text's language on the page). */
  lang: string;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  decision_reason: string | null;
  /** When the broker's representative's reply was approved; null while there is none. */
  replied_at: string | null;
}

export interface ComplaintFilesTable {
  id: string;
  complaint_id: string;
  position: number;
  /** Found from the content: image/png, image/jpeg, image/webp or application/pdf. */
  content_type: string;
  size: number;
  sha256: string;
  width: number | null;
  height: number | null;
  bytes: Uint8Array;
  created_at: string;
}

export interface ComplaintRepliesTable {
  id: string;
  complaint_id: string;
  user_id: string;
  /** 'broker': the broker's representative. */
  role: string;
  body: string;
  status: ModerationStatus;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  decision_reason: string | null;
}

export interface StaffRolesTable {
  user_id: string;
  role: 'staff';
  granted_at: string;
  /** Null: granted from the command line. */
  granted_by: string | null;
}

export interface BrokerRepresentativesTable {
  broker_id: string;
  user_id: string;
  granted_at: string;
  granted_by: string | null;
}

export interface StaffDecisionsTable {
  id: string;
  staff_user_id: string;
  /** 'approve' or 'reject'. */
  action: string;
  /** 'complaint' or 'reply'. */
  subject_kind: string;
  subject_id: string;
  reason: string;
  at: string;
}

export interface ExposureTables {
  broker_complaints: BrokerComplaintsTable;
  complaint_files: ComplaintFilesTable;
  complaint_replies: ComplaintRepliesTable;
  staff_roles: StaffRolesTable;
  broker_representatives: BrokerRepresentativesTable;
  staff_decisions: StaffDecisionsTable;
}
