import { z } from 'zod';
import { RECORD_ID } from '../../lib/detail-href.ts';

/**
 * Inputs of the follow calls (spec section 7: attention/*). A record is named as the view report names
 * it (search/latelybrowse/add): its kind of detail page as `type`, and its id as `uuid`. The kinds are
 * the detail pages' kinds (ENTITY_KINDS) that change with imports and so are worth following: companies,
 * executives and brokers ('dealer', the spec's path for a broker page).
 */
export const FOLLOW_KINDS = ['company', 'executive', 'dealer'] as const;
export const followKind = z.enum(FOLLOW_KINDS);
export type FollowKind = z.infer<typeof followKind>;

/** The deepest page of myFollow, and its largest page size. */
export const MY_FOLLOW_PAGE_SIZE = { default: 20, max: 50 } as const;

export const followBody = z
  .object({
    type: followKind,
    uuid: z.string().regex(RECORD_ID, 'a record id'),
  })
  .strict()
  .meta({ id: 'FollowBody' });

export const myFollowBody = z
  .object({
    /** One kind only; all kinds when left out. */
    type: followKind.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MY_FOLLOW_PAGE_SIZE.max).default(MY_FOLLOW_PAGE_SIZE.default),
  })
  .strict()
  .meta({ id: 'MyFollowBody' });

export const countByFollowQuery = z
  .object({
    /** With uuid: also the record's followers, and whether this member follows it. */
    type: followKind.optional(),
    uuid: z.string().regex(RECORD_ID, 'a record id').optional(),
  })
  .strict()
  .refine((q) => !q.uuid || q.type, { message: 'type is needed with uuid', path: ['type'] })
  .meta({ id: 'CountByFollowQuery' });
