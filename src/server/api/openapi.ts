import { z } from 'zod';
import { captchaVerifyBody, changePasswordBody, confirmEmailBody, confirmEmailByLineBody, loginBody, quickLoginBody, registerBody, resetBody, sendEmailCodeBody, smsSendQuery } from '../accounts/accounts.schema.ts';
import { loginAnswer, passAnswer, passwordChangedAnswer, puzzleAnswer, requestIdAnswer, userInfoSchema } from '../accounts/accounts.responses.ts';
import { appCodeQuery, authorizeQuery, thirdPartyLoginBody, thirdRegisterBody, validateCodeQuery, validateRegisterPhoneBody } from '../accounts/third-party.schema.ts';
import { openIdAnswer, registeredAnswer, validAnswer } from '../accounts/third-party.responses.ts';
import { browseBody, completionQuery, conditionBody, listBody, officerListBody, sameNameBody } from '../search/search.schema.ts';
import {
  browsedList, companyList, companySuggestion, conditions, envelope, errorEnvelope, fuzzyEnvelope, fuzzyError, officerList, officerSuggestion, sameNameList,
} from '../search/search.responses.ts';

/**
 * The OpenAPI 3.1 document of /api/v1, generated from the zod schemas the routes validate with and
 * the response schemas the tests check, so the document cannot drift from the code. OpenAPI 3.1
 * uses JSON Schema 2020-12, which zod emits as it is.
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
  { name: 'countrycode', in: 'header', required: false, description: "The caller's country, 3-digit numeric (840) or alpha-2 (US): its records rank first among equal matches", schema: { type: 'string' } },
  { name: 'languagecode', in: 'header', required: false, description: 'Language of messages (en, zh-cn …)', schema: { type: 'string' } },
];

function queryParameters(s: z.ZodObject): Json[] {
  const json = resolved(schema(s, 'input')) as { properties: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties).map(([name, p]) => ({ name, in: 'query', required: json.required?.includes(name) ?? false, schema: p }));
}

const answers = (ok: Json, error: Json) => ({
  200: { description: 'OK', content: { 'application/json': { schema: ok } } },
  400: { description: 'Invalid input (the message says which field and why)', content: { 'application/json': { schema: error } } },
  500: { description: 'Server failure (generic message)', content: { 'application/json': { schema: error } } },
});

const get = (summary: string, query: z.ZodObject, data: z.ZodType) => ({
  get: { summary, parameters: [...queryParameters(query), ...HEADERS], responses: answers(schema(fuzzyEnvelope(data)), schema(fuzzyError)) },
});
const post = (summary: string, body: z.ZodType, data: z.ZodType) => ({
  post: {
    summary, parameters: HEADERS,
    requestBody: { required: true, content: { 'application/json': { schema: schema(body, 'input') } } },
    responses: { ...answers(schema(envelope(data)), schema(errorEnvelope)), 413: { description: 'Body over 16 KB', content: { 'application/json': { schema: schema(errorEnvelope) } } } },
  },
});

/** The account calls: the spec's envelope, and the refusals that protect accounts. */
const REFUSALS = {
  401: 'Not signed in, or a wrong account or password (the same answer either way)',
  403: 'Refused: a state change from another site (no Origin of ours, no bearer token)',
  429: 'Too many attempts: wait as long as Retry-After says',
};
const withRefusals = <T extends { responses: Json }>(op: T): T => {
  for (const [code, description] of Object.entries(REFUSALS)) (op.responses as Record<string, unknown>)[code] = { description, content: { 'application/json': { schema: schema(errorEnvelope) } } };
  return op;
};
const account = (summary: string, body: z.ZodType, data: z.ZodType) => ({ post: withRefusals(post(summary, body, data).post) });
const accountGet = (summary: string, query: z.ZodObject, data: z.ZodType) => ({
  get: withRefusals({ summary, parameters: [...queryParameters(query), ...HEADERS], responses: answers(schema(envelope(data)), schema(errorEnvelope)) }),
});

/** oauth/authorize answers a redirect to the provider, not JSON (its refusals are the envelope). */
const redirectGet = (summary: string, query: z.ZodObject) => ({
  get: withRefusals({
    summary, parameters: [...queryParameters(query), ...HEADERS],
    responses: {
      302: { description: "To the provider's authorization page; sets the HttpOnly oauth_state cookie. The provider returns to /{lang}/connect" },
      400: { description: 'Invalid input, or a return address off this site', content: { 'application/json': { schema: schema(errorEnvelope) } } },
      404: { description: 'No such provider', content: { 'application/json': { schema: schema(errorEnvelope) } } },
      500: { description: 'Server failure (generic message)', content: { 'application/json': { schema: schema(errorEnvelope) } } },
    },
  }),
});

export function openApiDocument(serverUrl: string): Json {
  components = {};
  const paths = {
    '/search/company/completionSuggest': get('Company name suggestions (top 10)', completionQuery, companySuggestion),
    '/search/officers/completionSuggest': get('Executive name suggestions (top 10)', completionQuery, officerSuggestion),
    '/search/company/list': post('Companies by name, with filters, facet counts, sort and paging', listBody, companyList),
    '/search/officers/list': post('Executives by name, with filters, facet counts, sort and paging', officerListBody, officerList),
    '/search/officers/sameName': post('Executives of the same name', sameNameBody, sameNameList),
    '/search/company/getCondition': post('Filter options with their counts', conditionBody, conditions),
    '/search/hotdata/list': post('Records most visitors opened in the last week', browseBody, browsedList),
    '/search/latelybrowse/list': post("Detail pages this visitor (cookie 'visitor') opened lately", browseBody, browsedList),
    '/captcha/create': accountGet('A slider puzzle (the gap stays on the server)', z.object({}), puzzleAnswer),
    '/captcha/verify': account('One try at a puzzle: a single-use pass for oauth/smsSend when solved', captchaVerifyBody, passAnswer),
    '/oauth/smsSend': accountGet('Send a four-digit code by text message (needs a slider pass)', smsSendQuery, requestIdAnswer),
    '/oauth/quickLogin': account('Sign in with phone and code (a new phone gets an account with the agreement)', quickLoginBody, loginAnswer),
    '/oauth/login': account('Sign in with an account (phone or e-mail) and password', loginBody, loginAnswer),
    '/oauth/register': account('Register a phone with a password', registerBody, loginAnswer),
    '/oauth/logout': account('End this session', z.object({}), z.null()),
    '/user/info': accountGet('The signed-in member', z.object({}), userInfoSchema),
    '/user/retrievePasswordByPhone': account('A new password by a code sent to the phone (every session ends)', resetBody, passwordChangedAnswer),
    '/user/modifyPassByOld': account('Change the password with the old one (a new session replaces every other)', changePasswordBody, passwordChangedAnswer),
    '/user/sendEmailCode': account('Mail a code to an address to bind', sendEmailCodeBody, requestIdAnswer),
    '/user/confirmEmailByCode': account('Bind the address the code was mailed to', confirmEmailBody, z.null()),
    '/user/ConfirmEmailByLine': account('Bind the address of a mailed confirmation link (its line token)', confirmEmailByLineBody, z.object({ email: z.string() })),
    '/oauth/providers': get('The configured third-party sign-in providers (no secrets)', z.object({}), z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(['oidc', 'wechat', 'qq']) }))),
    '/oauth/authorize': redirectGet('Start a web sign-in with a third-party provider (return: a path on this site)', authorizeQuery),
    '/oauth/getWeChatOpenId': accountGet("Exchange the app's WeChat code for a ticket (openid) and whether it is bound", appCodeQuery, openIdAnswer),
    '/oauth/getQqOpenId': accountGet("Exchange the app's QQ code for a ticket (openid) and whether it is bound", appCodeQuery, openIdAnswer),
    '/oauth/thirdPartyLogin': account('Sign in with the ticket of a bound provider account (409: bind a phone first)', thirdPartyLoginBody, loginAnswer),
    '/oauth/validateRegisterPhone': account('Whether a phone has an account (limited per client)', validateRegisterPhoneBody, registeredAnswer),
    '/oauth/thirdRegister': account("Bind the ticket's provider account to a phone's account by its bind_phone code, and sign in", thirdRegisterBody, loginAnswer),
    '/oauth/validateCode': accountGet('Whether a code is right, without using it (wrong tries count)', validateCodeQuery, validAnswer),
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Company and executive search API', version: '1.0.0' },
    servers: [{ url: `${serverUrl}/api/v1` }],
    paths,
    components: { schemas: components },
  };
}
