import { stringify } from 'csv-stringify/sync';
import type { DailyRow } from './campaigns.service.ts';

/**
 * The daily report as CSV (RFC 4180: comma-separated, CRLF, quotes doubled), written by csv-stringify,
 * the writer of the csv-parse family the importers read with. A cell that a spreadsheet would run as
 * a formula (=, +, -, @, tab or CR first) is prefixed with ' (the advertiser's campaign name is theirs).
 */
const defuse = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

export function csvCell(value: string | number): string {
  return reportRows([[value]]).replace(/\r\n$/, '');
}

function reportRows(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return stringify(rows as (string | number)[][], { record_delimiter: 'windows', cast: { string: defuse, number: String } });
}

export function reportCsv(campaign: { id: string; name: string }, days: readonly DailyRow[], header: readonly string[]): string {
  return reportRows([header, ...days.map((d) => [campaign.id, campaign.name, d.day, d.impressions, d.clicks, (d.ctr * 100).toFixed(2)])]);
}
