import type { DailyRow } from './campaigns.service.ts';

/**
 * The daily report as CSV (RFC 4180: comma-separated, CRLF, quotes doubled). The project has a CSV
 * parser (csv-parse) but no writer, and these rows are numbers, dates and one name, so the rules are
 * written here. A cell that a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with '.
 */
export function csvCell(value: string | number): string {
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export function reportCsv(campaign: { id: string; name: string }, days: readonly DailyRow[], header: readonly string[]): string {
  const lines = [header.map(csvCell).join(',')];
  for (const d of days)
    lines.push([campaign.id, campaign.name, d.day, d.impressions, d.clicks, (d.ctr * 100).toFixed(2)].map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
