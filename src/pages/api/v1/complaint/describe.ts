import { ok } from '../../../../server/api/envelope.ts';
import { message, route } from '../../../../server/api/handler.ts';
import type { MessageKey } from '../../../../i18n/t.ts';
import { z } from 'zod';
import { describeComplaints } from '../../../../server/exposure/exposure.service.ts';

export const prerender = false;

/** GET: what a report may say (the categories, in the caller's language), the evidence limits and the moderation rules. */
export const GET = route(z.object({}).strict(), async (_q, api) => {
  const d = describeComplaints();
  return ok(
    {
      ...d,
      categories: d.categories.map((key) => ({ key, label: message(api, `exposure.category.${key}` as MessageKey) })),
      rules: [message(api, 'exposure.section.rule'), message(api, 'exposure.rule.reply', { days: d.replyDays })],
    },
    { 'cache-control': 'public, max-age=300' },
  );
});
