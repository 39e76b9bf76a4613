import { z } from 'zod';
import { FOLLOW_KINDS } from './follows.schema.ts';

/** What the follow calls answer (inside the spec's envelope): the OpenAPI document's shapes, checked in the database tests. */

export const latestChange = z
  .object({
    changed_at: z.string(),
    /** Field names the import changed (of the company or executive row). */
    fields: z.array(z.string()),
  })
  .strict()
  .meta({ id: 'LatestChange' });

export const followedRecord = z
  .object({
    type: z.enum(FOLLOW_KINDS),
    uuid: z.string(),
    /** Null when the record is no longer in the register (the follow stays until the member removes it). */
    name: z.string().nullable(),
    jurisdiction_code: z.string().nullable(),
    /** The register's status text (companies); null when not known. */
    status: z.string().nullable(),
    /** 'true' / 'false' for a company the register marks inactive or not; '' when not known or not a company. */
    inactive: z.enum(['true', 'false', '']),
    followed_at: z.string(),
    latest_change: latestChange.nullable(),
  })
  .strict()
  .meta({ id: 'FollowedRecord' });

export const myFollowAnswer = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    items: z.array(followedRecord),
  })
  .strict()
  .meta({ id: 'MyFollowAnswer' });

export const followCountsAnswer = z
  .object({
    /** The member's follows per kind. */
    counts: z.record(z.string(), z.number().int()),
    total: z.number().int(),
    /** How many the member may follow. */
    limit: z.number().int(),
    /** With ?type=&uuid=: that record's followers, and whether this member follows it. */
    record: z
      .object({ type: z.enum(FOLLOW_KINDS), uuid: z.string(), followers: z.number().int(), following: z.boolean() })
      .strict()
      .optional(),
  })
  .strict()
  .meta({ id: 'FollowCounts' });

export const followAnswer = z
  .object({ following: z.boolean(), total: z.number().int(), limit: z.number().int(), message: z.string() })
  .strict()
  .meta({ id: 'FollowAnswer' });
