/** Tables of the service line (issue 19): support threads, their messages and the mails they send. */

export type SupportThreadStatus = 'open' | 'closed';
export type SupportAuthor = 'member' | 'staff';
export type SupportRecipient = 'staff' | 'member';

export interface SupportThreadsTable {
  id: string;
  user_id: string;
  status: SupportThreadStatus;
  /** The member's language: the mails to them are in it. */
  lang: string;
  /** The member's oldest unanswered message; null once staff have answered. */
  waiting_since: string | null;
  last_message_at: string;
  created_at: string;
  closed_at: string | null;
  closed_by: string | null;
}

export interface SupportMessagesTable {
  id: string;
  thread_id: string;
  author: SupportAuthor;
  /** The staff member who answered (null for the member's own messages). */
  staff_user_id: string | null;
  body: string;
  lang: string;
  created_at: string;
}

export interface SupportOutboxTable {
  id: string;
  message_id: string;
  recipient: SupportRecipient;
  /** 'pending' → 'sending' (claimed; claimed_at is the lease) → 'sent' | 'failed'. */
  state: string;
  attempts: number;
  created_at: string;
  due_at: string;
  claimed_at: string | null;
  sent_at: string | null;
  error: string | null;
}

export interface SupportTables {
  support_threads: SupportThreadsTable;
  support_messages: SupportMessagesTable;
  support_outbox: SupportOutboxTable;
}
