import { z } from 'zod';
import { COMPLAINT_CATEGORIES } from '../../lib/complaint-categories.ts';

/**
 * Inputs and answers of the complaint calls (the spec's data-centre complaint describe, add, upload,
 * and nonCooperativeTraders). Fields are taken as text and checked by the service (checkComplaint),
 * so that the API and the page form refuse with the same translated messages.
 */
export const complaintAddBody = z
  .object({
    /** The broker's id (its page's id). */
    dealer: z.string().max(64),
    category: z.string().max(40).describe(COMPLAINT_CATEGORIES.join(', ')),
    description: z.string().max(20_000),
    amount: z.union([z.number(), z.string().max(32)]).nullish(),
    /** ISO 4217 code, required with an amount. */
    currency: z.string().max(8).nullish(),
    /** YYYY-MM-DD. */
    happenedFrom: z.string().max(10).nullish(),
    happenedTo: z.string().max(10).nullish(),
  })
  .strict()
  .meta({ id: 'ComplaintAddBody' });

/** The upload's form fields (multipart/form-data): the report's id and one or more `evidence` files. */
export const complaintUploadForm = z
  .object({
    complaintId: z.string().max(64),
    evidence: z.string().describe('file(s): PNG, JPEG, WebP or PDF'),
  })
  .meta({ id: 'ComplaintUploadForm' });

export const nonCooperativeQuery = z
  .object({ limit: z.coerce.number().int().min(1).max(500).default(100) })
  .strict()
  .meta({ id: 'NonCooperativeQuery' });

export const describeAnswer = z
  .object({
    categories: z.array(z.object({ key: z.enum(COMPLAINT_CATEGORIES), label: z.string() })),
    description: z.object({ min: z.number(), max: z.number() }),
    evidence: z.object({ types: z.array(z.string()), maxFiles: z.number(), maxFileBytes: z.number(), maxTotalBytes: z.number() }),
    replyDays: z.number(),
    rules: z.array(z.string()),
  })
  .meta({ id: 'ComplaintDescribe' });

export const addAnswer = z
  .object({ id: z.string(), status: z.literal('pending'), files: z.number(), message: z.string() })
  .meta({ id: 'ComplaintAdded' });

export const uploadAnswer = z.object({ ids: z.array(z.string()), files: z.number(), bytes: z.number() }).meta({ id: 'ComplaintUploaded' });

export const nonCooperativeAnswer = z
  .object({
    days: z.number(),
    items: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), unanswered: z.number(), since: z.string() })),
  })
  .meta({ id: 'NonCooperativeTraders' });
