import { z } from 'zod';

/**
 * What the broker calls answer, as zod schemas: the OpenAPI document's response shapes, checked
 * against the services' real output in the database tests.
 */
const grade = z.enum(['AAA', 'AA', 'A', 'B', 'C', 'D', 'E']).nullable().describe('the score as a grade (null until scored)');
const score = z.number().min(0).max(10).nullable().describe('0–10, null until the scoring job has scored the broker');

export const brokerSuggestion = z
  .object({
    uuid: z.string(),
    name: z.string(),
    code: z.string().describe('the public trader code'),
    country: z.string().nullable().describe("the head office's country (ISO alpha-2)"),
    score,
    grade,
    matched_name: z.string().nullable().describe('the name of a company behind the brand that the prefix matched, when not the brand'),
  })
  .strict()
  .meta({ id: 'BrokerSuggestion' });

export const brokerSummary = z
  .object({
    uuid: z.string(),
    code: z.string(),
    name: z.string(),
    country: z.string().nullable(),
    status: z.string().describe("'active' or 'closed'"),
    score,
    grade,
    stars: z.number().nullable().describe('out of five, in halves'),
    rank: z.number().int().nullable().describe('place among all scored brokers'),
    licences_in_force: z.number().int(),
    regulators: z.array(z.string()).describe('catalogue keys of the regulators whose licences are in force'),
  })
  .strict()
  .meta({ id: 'BrokerSummary' });

const facet = z.array(z.object({ value: z.string(), count: z.number().int() }));

export const brokerList = z
  .object({
    items: z.array(brokerSummary.extend({ matched_name: z.string().nullable() }).strict()),
    total: z.number().int(),
    total_is_lower_bound: z.boolean(),
    page: z.number().int(),
    size: z.number().int(),
    facets: z.object({ country: facet, regulator: facet }),
  })
  .strict()
  .meta({ id: 'BrokerList' });

export const brokerRankList = z
  .object({
    items: z.array(brokerSummary.extend({ position: z.number().int().describe('place in this list') }).strict()),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    country: z.string().nullable(),
    regulator: z.string().nullable(),
  })
  .strict()
  .meta({ id: 'BrokerRankList' });

export const brokerByCodesAnswer = z.array(brokerSummary).meta({ id: 'BrokerByCodesAnswer' });

const evidence = z
  .object({
    kind: z.string(),
    id: z.string().nullable().optional(),
    label: z.string(),
    url: z.string().nullable().optional(),
    date: z.string().nullable().optional(),
    source: z.string().nullable().optional(),
  })
  .meta({ id: 'ScoreEvidence' });

export const dealerScoreAnswer = z
  .object({
    uuid: z.string(),
    code: z.string(),
    name: z.string(),
    score,
    grade,
    stars: z.number().nullable(),
    rank: z.number().int().nullable(),
    scored_at: z.string().nullable(),
    detail: z
      .object({
        version: z.number().int(),
        score: z.number(),
        asOf: z.string(),
        indices: z.array(
          z.object({
            index: z.enum(['licence', 'regulation', 'business', 'software', 'risk']),
            value: z.number(),
            weight: z.number(),
            points: z.array(
              z.object({
                rule: z.string().describe('catalogue key of the rule (broker.score.rule.*)'),
                points: z.number(),
                vars: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
                evidence: z.array(evidence),
              }),
            ),
          }),
        ),
      })
      .nullable()
      .describe('every point of the score with the records it came from; null until scored'),
  })
  .strict()
  .meta({ id: 'DealerScore' });

export const dealerHistoryAnswer = z
  .object({
    uuid: z.string(),
    items: z.array(
      z
        .object({
          recorded_on: z.string(),
          score,
          grade,
          licences_in_force: z.number().int(),
          licences_revoked: z.number().int(),
          websites: z.number().int(),
          warnings: z.number().int(),
        })
        .strict(),
    ),
  })
  .strict()
  .meta({ id: 'DealerHistory' });

const rows = z.array(z.looseObject({}));

/** dealer/info: the broker page's modules; each row as the page's service gives it (documented by the page's sections). */
export const dealerInfoAnswer = z
  .object({
    broker: z.looseObject({
      id: z.string(),
      code: z.string(),
      name: z.string(),
      country: z.string().nullable(),
      status: z.string(),
      score,
      grade,
      stars: z.number().nullable(),
      rank: z.number().int().nullable(),
      scored_at: z.string().nullable(),
    }),
    contacts: z.array(z.tuple([z.string(), z.string()])).describe('other contacts as [kind, value]'),
    companies: z.array(z.looseObject({ id: z.string(), name: z.string(), role: z.string() })),
    licences: z.array(z.looseObject({ status: z.string(), regulator_key: z.string().nullable(), licence_number: z.string().nullable() })),
    inForce: z.boolean().describe('at least one licence in force (the account-opening link is shown only then)'),
    claims: rows,
    websites: rows,
    accounts: rows,
    software: rows,
    vps: rows,
    cloneOf: rows.describe('this broker found copying another broker or a licensed company, with the evidence'),
    clonedBy: rows.describe('brokers found copying this one'),
    warnings: rows,
    risks: rows.describe('the risk list the page shows (src/lib/broker-risk.ts): kind, severity and the records behind each item'),
    exposure: z
      .object({ total: z.number().int(), items: rows })
      .describe("members' reports that staff approved, newest first, with their evidence files and the broker's approved reply"),
    group: z.looseObject({ parents: rows, children: rows, more: z.boolean() }),
    history: z.array(z.looseObject({ recorded_on: z.string(), score })),
    timeline: z.array(z.unknown()),
    score: dealerScoreAnswer.shape.detail,
    today: z.string(),
  })
  .strict()
  .meta({ id: 'DealerInfo' });
