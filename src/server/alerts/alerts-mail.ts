import { historySentence } from '../../components/company/history-sentence.ts';
import { changeEvents } from '../../lib/change-events.ts';
import { detailUrl, type EntityKind } from '../../lib/detail-href.ts';
import { formattersFor } from '../../lib/formatters.ts';
import { htmlLangOf, type Lang } from '../../i18n/languages.ts';
import { translator } from '../../i18n/t.ts';

/** One change an alert e-mail tells (a notification with its record_changes row). */
export interface AlertChange {
  kind: string;
  record_id: string;
  table_name: string;
  changed_id: string;
  changed_at: string;
  diff: string;
  format: string | null;
  company_name: string | null;
  officer_name: string | null;
  broker_name: string | null;
}

/**
 * An alert e-mail's subject and text in the member's language: per followed record, its name, each
 * change as the History section words it (old → new), and the link to its page; then how to stop.
 */
export function alertMail(q: {
  lang: Lang;
  digest: boolean;
  changes: AlertChange[];
  origin: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}) {
  const t = translator(q.lang);
  const f = formattersFor(htmlLangOf(q.lang));
  const byRecord = new Map<string, AlertChange[]>();
  for (const c of q.changes) {
    const key = `${c.kind}/${c.record_id}`;
    byRecord.set(key, [...(byRecord.get(key) ?? []), c]);
  }
  const blocks: string[] = [];
  for (const changes of byRecord.values()) {
    const first = changes[0];
    const name = first.company_name ?? first.officer_name ?? first.broker_name ?? first.record_id;
    const lines = new Set<string>();
    for (const c of changes) {
      for (const e of changeEvents({
        table_name: c.table_name,
        record_id: c.changed_id,
        changed_at: c.changed_at,
        diff: c.diff,
        source: c.format,
      })) {
        lines.add(`- ${historySentence(e, t, f)}`);
      }
    }
    blocks.push(
      [name, ...lines, t('alerts.mail.view', { url: detailUrl(q.origin, q.lang, first.kind as EntityKind, first.record_id) })].join('\n'),
    );
  }
  const subject = t(q.digest ? 'alerts.mail.subjectDigest' : 'alerts.mail.subject');
  const text = [
    t('alerts.mail.intro'),
    '',
    blocks.join('\n\n'),
    '',
    '--',
    t('alerts.mail.settings', { url: q.settingsUrl }),
    t('alerts.mail.unsubscribe', { url: q.unsubscribeUrl }),
  ].join('\n');
  return { subject, text };
}
