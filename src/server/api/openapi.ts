import { z } from 'zod';
import { envelope, errorEnvelope, fuzzyEnvelope, fuzzyError } from '../search/search.responses.ts';
import { API_ROUTES, type ApiRouteSpec } from './route-table.ts';
import { partnerTokenError } from '../partners/partner-oauth.responses.ts';
import { oneClickBody } from '../alerts/alerts.schema.ts';

/**
 * The OpenAPI 3.1 document of /api/v1, generated from the route table (route-table.ts): the zod
 * schemas the routes validate with and the response schemas the tests check. A test checks that the
 * table names every route file. OpenAPI 3.1 uses JSON Schema 2020-12, which zod emits as it is.
 */
type Json = Record<string, unknown>;

/** Named schemas (zod's .meta({ id })) end up here, and everything else refers to them. */
let components: Record<string, Json> = {};

/** A zod schema as JSON Schema, its named parts moved to components.schemas and referred to there. */
const schema = (s: z.ZodType, io: 'input' | 'output' = 'output'): Json => {
  const { $schema: _s, $defs, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any' }) as Json & { $defs?: Record<string, Json> };
  const relink = (v: Json): Json => JSON.parse(JSON.stringify(v).replaceAll('"#/$defs/', '"#/components/schemas/')) as Json;
  for (const [id, def] of Object.entries($defs ?? {})) components[id] = relink(def);
  return relink(rest);
};

/** A schema with its top-level reference followed (query parameters need the properties themselves). */
const resolved = (json: Json): Json => {
  const ref = typeof json.$ref === 'string' ? json.$ref.replace('#/components/schemas/', '') : undefined;
  return ref ? components[ref] : json;
};

const HEADERS = [
  {
    name: 'countrycode',
    in: 'header',
    required: false,
    description: "The caller's country, 3-digit numeric (840) or alpha-2 (US): its records rank first among equal matches",
    schema: { type: 'string' },
  },
  { name: 'languagecode', in: 'header', required: false, description: 'Language of messages (en, zh-cn …)', schema: { type: 'string' } },
];

function queryParameters(s: z.ZodObject): Json[] {
  const json = resolved(schema(s, 'input')) as { properties: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties).map(([name, p]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: p,
  }));
}

const answers = (ok: Json, error: Json) => ({
  200: { description: 'OK', content: { 'application/json': { schema: ok } } },
  400: { description: 'Invalid input (the message says which field and why)', content: { 'application/json': { schema: error } } },
  500: { description: 'Server failure (generic message)', content: { 'application/json': { schema: error } } },
});

const get = (summary: string, query: z.ZodObject, data: z.ZodType) => ({
  get: {
    summary,
    parameters: [...queryParameters(query), ...HEADERS],
    responses: answers(schema(fuzzyEnvelope(data)), schema(fuzzyError)),
  },
});
const post = (summary: string, body: z.ZodType, data: z.ZodType) => ({
  post: {
    summary,
    parameters: HEADERS,
    requestBody: { required: true, content: { 'application/json': { schema: schema(body, 'input') } } },
    responses: {
      ...answers(schema(envelope(data)), schema(errorEnvelope)),
      413: { description: 'Body over 16 KB', content: { 'application/json': { schema: schema(errorEnvelope) } } },
    },
  },
});

/** The account calls: the spec's envelope, and the refusals that protect accounts. */
const REFUSALS = {
  401: 'Not signed in, or a wrong account or password (the same answer either way)',
  403: 'Refused: a state change from another site (no Origin of ours, no bearer token)',
  429: 'Too many attempts: wait as long as Retry-After says',
};
const withRefusals = <T extends { responses: Json }>(op: T): T => {
  for (const [code, description] of Object.entries(REFUSALS))
    (op.responses as Record<string, unknown>)[code] = { description, content: { 'application/json': { schema: schema(errorEnvelope) } } };
  return op;
};
const account = (summary: string, body: z.ZodType, data: z.ZodType) => ({ post: withRefusals(post(summary, body, data).post) });
const accountGet = (summary: string, query: z.ZodObject, data: z.ZodType) => ({
  get: withRefusals({
    summary,
    parameters: [...queryParameters(query), ...HEADERS],
    responses: answers(schema(envelope(data)), schema(errorEnvelope)),
  }),
});

/** oauth/authorize answers a redirect to the provider, not JSON (its refusals are the envelope). */
const redirectGet = (summary: string, query: z.ZodObject) => ({
  get: withRefusals({
    summary,
    parameters: [...queryParameters(query), ...HEADERS],
    responses: {
      302: {
        description: "To the provider's authorization page; sets the HttpOnly oauth_state cookie. The provider returns to /{lang}/connect",
      },
      400: {
        description: 'Invalid input, or a return address off this site',
        content: { 'application/json': { schema: schema(errorEnvelope) } },
      },
      404: { description: 'No such provider', content: { 'application/json': { schema: schema(errorEnvelope) } } },
      500: { description: 'Server failure (generic message)', content: { 'application/json': { schema: schema(errorEnvelope) } } },
    },
  }),
});

/** One route's operation, by its kind. */
function operation(r: ApiRouteSpec): Json {
  const query = r.input as z.ZodObject;
  switch (r.kind) {
    case 'fuzzy':
      return get(r.summary, query, r.data);
    case 'query':
      return {
        get: {
          summary: r.summary,
          parameters: [...queryParameters(query), ...HEADERS],
          responses: answers(schema(envelope(r.data)), schema(errorEnvelope)),
        },
      };
    case 'body':
      return post(r.summary, r.input, r.data);
    case 'account':
      return account(r.summary, r.input, r.data);
    case 'accountQuery':
      return accountGet(r.summary, query, r.data);
    case 'redirect':
      return redirectGet(r.summary, query);
    case 'token': {
      const body = schema(r.input, 'input');
      const refusal = (description: string) => ({ description, content: { 'application/json': { schema: schema(partnerTokenError) } } });
      return {
        post: {
          summary: r.summary,
          requestBody: {
            required: true,
            content: { 'application/x-www-form-urlencoded': { schema: body }, 'application/json': { schema: body } },
          },
          responses: {
            200: { description: 'The access token (RFC 6749 section 5.1)', content: { 'application/json': { schema: schema(r.data) } } },
            400: refusal('invalid_request, invalid_grant, unsupported_grant_type (RFC 6749 section 5.2)'),
            401: refusal('invalid_client'),
            413: refusal('Body over 16 KB'),
            429: refusal('Too many requests for this client id or address: wait as long as Retry-After says'),
          },
        },
      };
    }
    case 'oneClick': {
      return {
        get: {
          summary: r.summary,
          parameters: queryParameters(query),
          responses: { 302: { description: 'To the confirm page, /{lang}/unsubscribe?token=…' } },
        },
        post: {
          summary: r.summary,
          parameters: queryParameters(query),
          requestBody: { required: true, content: { 'application/x-www-form-urlencoded': { schema: schema(oneClickBody, 'input') } } },
          responses: answers(schema(envelope(r.data)), schema(errorEnvelope)),
        },
      };
    }
    case 'upload':
      return {
        post: withRefusals({
          summary: r.summary,
          parameters: HEADERS,
          requestBody: { required: true, content: { 'multipart/form-data': { schema: schema(r.input, 'input') } } },
          responses: {
            ...answers(schema(envelope(r.data)), schema(errorEnvelope)),
            413: {
              description: 'A file, the number of files or their total over the limits',
              content: { 'application/json': { schema: schema(errorEnvelope) } },
            },
            415: {
              description: 'Not multipart, or a file that is not a PNG, JPEG, WebP image or PDF by its content',
              content: { 'application/json': { schema: schema(errorEnvelope) } },
            },
          },
        }),
      };
    case 'webhook':
      return {
        post: {
          summary: r.summary,
          parameters: [{ name: 'Stripe-Signature', in: 'header', required: true, schema: { type: 'string' } }],
          requestBody: { required: true, content: { 'application/json': { schema: schema(r.input, 'input') } } },
          responses: answers(schema(envelope(r.data)), schema(errorEnvelope)),
        },
      };
    case 'document':
      return {
        get: {
          summary: r.summary,
          responses: { 200: { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } } },
        },
      };
  }
}

/** The document, with the API's address on this origin. */
export function openApiDocument(serverUrl: string): Json {
  components = {};
  const paths = Object.fromEntries(API_ROUTES.map((r) => [r.path, operation(r)]));
  return {
    openapi: '3.1.0',
    info: { title: 'Company and executive search API', version: '1.0.0' },
    servers: [{ url: `${serverUrl}/api/v1` }],
    paths,
    components: { schemas: components },
  };
}
