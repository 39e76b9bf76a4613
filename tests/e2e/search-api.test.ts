import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json' with { type: 'json' };
import { baseUrl } from './browser.ts';

/** The search API of the built site over HTTP, on the search fixture register (see global-setup.ts). */
async function call(path: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init;
  const res = await fetch(new URL(`/api/v1/search/${path}`, baseUrl()), {
    ...rest,
    method: json !== undefined || rest.body !== undefined ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...rest.headers },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    headers: res.headers,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own answer shape
    body: (await res.json()) as Record<string, any>,
  };
}

describe('the search API over HTTP', () => {
  it('suggests companies as { code, data } with the spec fields', async () => {
    const res = await call('company/completionSuggest?prefix=acme%20widg');
    expect(res.status).toBe(200);
    expect(res.type).toContain('application/json');
    expect(res.body.code).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      name: 'Acme Widgets Limited',
      inactive: 'false',
      registered_address: { in_full: expect.any(String) },
      company_log: null,
    });
  });

  it('ranks the country of the countrycode header first among equal matches', async () => {
    const first = async (countrycode: string) =>
      (await call('company/completionSuggest?prefix=acme%20widgets%20limited', { headers: { countrycode } })).body.data[0]
        .jurisdiction_code;
    expect(await first('372')).toBe('ie');
    expect(await first('826')).toBe('gb');
  });

  it('suggests executives', async () => {
    const res = await call('officers/completionSuggest?prefix=john');
    expect(res.body.data.map((o: { name: string }) => o.name.toLowerCase())).toEqual(['john smith', 'john smith', 'john smith']);
  });

  it("refuses an empty or blank prefix with the spec message in the caller's language", async () => {
    const res = await call('company/completionSuggest?prefix=%20%20', { headers: { languagecode: 'zh-cn' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, data: [], message: '请输入关键字' });
    expect((await call('officers/completionSuggest')).status).toBe(400);
    // Without the header, the site's language cookie decides (the search box's own requests).
    expect((await call('company/completionSuggest?prefix=', { headers: { cookie: 'lang=de' } })).body.message).toBe(
      de['search.enterKeyword'],
    );
  });

  it('lists companies in the { succeed, ErrorCode, Data } envelope with facets', async () => {
    const res = await call('company/list', { json: { keyword: 'acme', region: 'us', sort: 'earliest_founded' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ succeed: true, ErrorCode: 200 });
    expect(res.body.Data.items.map((i: { jurisdiction_code: string }) => i.jurisdiction_code)).toEqual(['us_de', 'us_ny']);
    expect(res.body.Data.facets.jurisdiction_code.length).toBeGreaterThan(2);
  });

  it('lists executives and same-name executives', async () => {
    const list = await call('officers/list', { json: { keyword: 'john smith', screen: { jurisdiction_code: ['gb'] } } });
    expect(list.body.Data.items).toHaveLength(1);
    const same = await call('officers/sameName', { json: { uuid: list.body.Data.items[0].uuid } });
    expect(same.body.Data.total).toBe(2);
    expect((await call('officers/sameName', { json: { uuid: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
  });

  it('gives filter options with counts', async () => {
    const res = await call('company/getCondition', { json: { keyword: 'acme widgets' } });
    expect(res.body.Data.areas[0]).toMatchObject({ group: 'hot' });
  });

  it('answers bad input with 400 and a readable message, never a server error', async () => {
    const bad: Array<[string, RequestInit & { json?: unknown }]> = [
      ['company/list', { body: '{"keyword": ' }],
      ['company/list', { json: { keyword: '' } }],
      ['company/list', { json: { keyword: 'acme', size: 10_000 } }],
      ['company/list', { json: { keyword: 'acme', page: -1 } }],
      ['company/list', { json: { keyword: 'acme', sort: 'random' } }],
      ['company/list', { json: { keyword: 'acme', screen: { jurisdiction_code: 'gb' } } }],
      ['company/list', { json: { keyword: 'acme', screen: { company_type: ['a', 'b'] } } }],
      ['company/list', { json: { keyword: { $ne: null } } }],
      ['company/list', { json: [1, 2, 3] }],
      ['officers/list', { json: { keyword: 'x'.repeat(201) } }],
      ['officers/sameName', { json: { uuid: 'not-a-uuid' } }],
      ['officers/sameName', { json: {} }],
      ['company/getCondition', { json: { type: 'broker' } }],
      ['hotdata/list', { json: { size: 0 } }],
      ['latelybrowse/list', { json: { type: 'broker' } }],
    ];
    for (const [path, init] of bad) {
      const res = await call(path, init);
      expect(res.status, `${path} ${init.body ?? JSON.stringify(init.json)}`).toBe(400);
      expect(res.body).toMatchObject({ succeed: false, ErrorCode: 400, Message: expect.any(String) });
    }
    const empty = await call('company/list', { json: { keyword: '   ' }, headers: { languagecode: 'zh-cn' } });
    expect(empty.body.Message).toBe('请输入关键字');
  });

  it('refuses a body over 16 KB with 413', async () => {
    expect((await call('company/list', { json: { keyword: 'acme', pad: 'x'.repeat(20_000) } })).status).toBe(413);
  });

  it('publishes an OpenAPI 3.1 document of these calls whose references all resolve', async () => {
    const res = await fetch(new URL('/api/v1/openapi.json', baseUrl()));
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/search/company/completionSuggest',
        '/search/officers/completionSuggest',
        '/search/company/list',
        '/search/officers/list',
        '/search/officers/sameName',
        '/search/company/getCondition',
        '/oauth/login',
        '/oauth/smsSend',
        '/oauth/quickLogin',
        '/user/info',
        '/captcha/create',
      ]),
    );
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(5);
    for (const ref of refs) expect(doc.components.schemas, ref).toHaveProperty(ref);
  });

  it('refuses a view report from another site (issue 15: fake views)', async () => {
    const [company] = (await call('company/completionSuggest?prefix=acme%20software')).body.data as Array<{ uuid: string }>;
    const cross = await call('latelybrowse/add', {
      json: { type: 'company', uuid: company.uuid },
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
    expect(cross.headers.get('set-cookie') ?? '').not.toMatch(/visitor=/);
  });

  it('lists the detail pages this visitor opened, by the visitor cookie the view report set', async () => {
    const [company] = (await call('company/completionSuggest?prefix=acme%20software')).body.data as Array<{ uuid: string; name: string }>;
    // The page is shared by every visitor (cached): it sets no visitor id, its script reports the view.
    const page = await fetch(new URL(`/en/company/${company.uuid}.html`, baseUrl()), { headers: { cookie: 'lang=en' } });
    expect(page.headers.get('set-cookie') ?? '').not.toMatch(/visitor=/);
    const report = await call('latelybrowse/add', { json: { type: 'company', uuid: company.uuid } });
    const visitor = /visitor=([^;]+);/.exec(report.headers.get('set-cookie') ?? '')?.[1];
    expect(report.headers.get('set-cookie')).toMatch(/visitor=[^;]+;.*HttpOnly/i);
    const mine = await call('latelybrowse/list', { json: { type: 'company' }, headers: { cookie: `visitor=${visitor}` } });
    expect(mine.body.Data.items).toEqual([{ uuid: company.uuid, name: 'Acme Software Inc.', jurisdiction_code: 'us_de' }]);
    expect((await call('latelybrowse/list', { json: {} })).body.Data.items).toEqual([]);
    // Other test files' browsers view other records on the same server meanwhile: a few more visitors
    // (each report without a cookie is a new one) make this company one of the most viewed whatever ran first.
    for (let i = 0; i < 4; i++) await call('latelybrowse/add', { json: { type: 'company', uuid: company.uuid } });
    expect((await call('hotdata/list', { json: { size: 3 } })).body.Data.items.map((i: { uuid: string }) => i.uuid)).toContain(
      company.uuid,
    );
  });
});
