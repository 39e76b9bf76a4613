import type { Translate } from '../../i18n/t.ts';
import { detailUrl } from '../../lib/detail-href.ts';
import type { Formatters } from '../../lib/formatters.ts';
import { gradeOf } from '../../lib/grades.ts';
import { jurisdictionLabel } from '../../lib/jurisdiction-label.ts';
import { inForce } from '../../lib/licence-status.ts';
import { safeHref } from '../../lib/safe-href.ts';
import { breadcrumbList, compact, type JsonLd } from '../site/json-ld.ts';
import type { BrokerDetail } from './broker-detail.service.ts';

/**
 * Title, description and structured data of a broker page: a FinancialService (schema.org's kind of
 * Organization for a financial firm) with its trader code and licence numbers as identifiers, its
 * official websites as sameAs, its companies as parent/sub organisations, in the page's language.
 */
export function brokerMeta(
  d: BrokerDetail,
  o: { t: Translate; f: Formatters; locale: string; brand: string; url: string; origin: string; lang: string },
) {
  const b = d.broker;
  const country = b.country ? jurisdictionLabel(b.country.toLowerCase(), o.locale) : '';
  const title = o.t('meta.dealer.title', { name: b.name, brand: o.brand });
  const licences = d.licences.filter((l) => inForce(l.status)).length;
  const description =
    b.score === null
      ? o.t('meta.dealer.descriptionUnscored', { name: b.name, licences, brand: o.brand })
      : o.t('meta.dealer.description', {
          name: b.name,
          score: o.f.number(Math.round(b.score * 100) / 100),
          grade: gradeOf(b.score),
          licences,
          brand: o.brand,
        });
  const company = (id: string, name: string) => ({ '@type': 'Organization', name, url: detailUrl(o.origin, o.lang, 'company', id) });
  const official = d.websites
    .filter((w) => w.kind === 'official')
    .map((w) => safeHref(w.url))
    .filter((u): u is string => !!u);
  const service: JsonLd = compact({
    '@type': 'FinancialService',
    '@id': `${o.url}#organization`,
    name: b.name,
    url: o.url,
    description: b.description,
    sameAs: official,
    foundingDate: b.founded_year === null ? undefined : String(b.founded_year),
    address: b.country ? { '@type': 'PostalAddress', addressCountry: b.country } : undefined,
    areaServed: country || undefined,
    telephone: b.contact_phone,
    identifier: [
      { '@type': 'PropertyValue', propertyID: 'trader_code', name: o.t('broker.field.code'), value: b.code },
      ...d.licences
        .filter((l) => l.licence_number)
        .map((l) => compact({ '@type': 'PropertyValue', propertyID: l.regulatorInfo?.shortName ?? l.regulator, value: l.licence_number })),
    ],
    leiCode: d.companies.find((c) => c.lei)?.lei,
    parentOrganization: d.companies.filter((c) => c.role === 'parent').map((c) => company(c.id, c.name)),
    subOrganization: d.companies.filter((c) => c.role !== 'parent').map((c) => company(c.id, c.name)),
  });
  const breadcrumbs = breadcrumbList([
    { name: o.t('nav.home'), url: `${o.origin}/${o.lang}` },
    { name: b.name, url: o.url },
  ]);
  return { title, description, jsonLd: [service, breadcrumbs] };
}
