/** Tables of the enterprise data reports (issue 19; migration 2026-11-24T1030-reports). */

/** One member's report of one company in one UTC month: what the monthly allowance counts. */
export interface ReportDownloadsTable {
  user_id: string;
  /** 'YYYY-MM', UTC. */
  month: string;
  /** The member's n-th report company of the month (1, 2, …); with user_id and month the key. */
  slot: number;
  company_id: string;
  report_id: string;
  lang: string;
  /** Deliveries of this company's report to the member this month (the first counted, the rest free). */
  downloads: number;
  first_at: string;
  last_at: string;
}

export interface ReportTables {
  report_downloads: ReportDownloadsTable;
}
