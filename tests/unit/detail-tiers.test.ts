import { describe, expect, it } from 'vitest';
import { deepSectionsHref, isDeepSectionsPath } from '../../src/lib/detail-tiers.ts';

const ID = '04c7ff4e-e206-5df6-9454-54b481a28e28';

describe('isDeepSectionsPath', () => {
  it('knows every deepSectionsHref, in any accepted language and for either kind', () => {
    for (const lang of ['en', 'ar', 'zh-cn', 'fil', 'zh-tw'])
      for (const kind of ['company', 'executive'] as const)
        expect(isDeepSectionsPath(deepSectionsHref(lang, kind, ID)), `${lang} ${kind}`).toBe(true);
  });

  it('refuses anything else: pages, other kinds, bad ids, unknown languages, extra parts', () => {
    for (const path of [
      `/en/company/${ID}.html`,
      `/en/company/${ID}/full`,
      `/en/dealer/${ID}/more`,
      `/en/company/${ID.toUpperCase()}/more`,
      '/en/company/not-an-id/more',
      `/xx/company/${ID}/more`,
      `/en/company/${ID}/more/`,
      `/en/company/${ID}/more/x`,
      `en/company/${ID}/more`,
      '/',
    ])
      expect(isDeepSectionsPath(path), path).toBe(false);
  });
});
