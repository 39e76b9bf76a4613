import type { Translate } from '../../i18n/t.ts';
import { detailUrl } from '../../lib/detail-href.ts';
import { jurisdictionLabel } from '../../lib/jurisdiction-label.ts';
import type { Formatters } from '../../lib/formatters.ts';
import { safeHref } from '../../lib/safe-href.ts';
import { breadcrumbList, compact, type JsonLd } from '../site/json-ld.ts';
import { registerText, statusValue } from '../site/register-values.ts';
import type { CompanyDetail } from './company-detail.service.ts';

/** Title, description and structured data of a company page, built from the record in the page's language. */
export function companyMeta(
  d: CompanyDetail,
  o: { t: Translate; f: Formatters; locale: string; brand: string; url: string; origin: string; lang: string },
) {
  const c = d.company;
  const where = jurisdictionLabel(c.jurisdiction_code, o.locale);
  const title = o.t('meta.company.detailTitle', { name: c.name, jurisdiction: where, brand: o.brand });
  // The state in the page's language, the register's own wording beside it when it differs.
  const status = registerText(statusValue(o.t, c.current_status, c.inactive));
  const description = o.t(c.incorporation_date ? 'meta.company.detailDescription' : 'meta.company.detailDescriptionUndated', {
    name: c.name,
    jurisdiction: where,
    number: c.company_number,
    status,
    date: o.f.date(c.incorporation_date),
    officers: d.officerCount,
    brand: o.brand,
  });
  const identifiers = [
    { '@type': 'PropertyValue', propertyID: 'company_number', name: o.t('company.field.number'), value: c.company_number },
    c.business_number && { '@type': 'PropertyValue', propertyID: 'business_number', value: c.business_number },
    c.lei && { '@type': 'PropertyValue', propertyID: 'LEI', value: c.lei },
  ].filter(Boolean);
  const page = (id: string) => detailUrl(o.origin, o.lang, 'company', id);
  const organisation: JsonLd = compact({
    '@type': d.ipos.length ? 'Corporation' : 'Organization',
    '@id': `${o.url}#organization`,
    name: c.name,
    legalName: c.name,
    alternateName: [c.alternative_legal_name, ...d.names.filter((n) => n.kind !== 'previous').map((n) => n.name)].filter(Boolean),
    url: o.url,
    sameAs: safeHref(c.website) ? [safeHref(c.website)] : undefined,
    identifier: identifiers,
    leiCode: c.lei,
    tickerSymbol: d.ipos[0] ? `${d.ipos[0].exchange ? `${d.ipos[0].exchange}:` : ''}${d.ipos[0].stock_code}` : undefined,
    foundingDate: c.incorporation_date,
    dissolutionDate: c.dissolution_date,
    address: c.registered_address_in_full
      ? compact({
          '@type': 'PostalAddress',
          streetAddress: c.registered_address_in_full,
          postalCode: c.postal_code,
          addressCountry: c.country_code,
        })
      : undefined,
    isicV4: d.industryCodes.find((i) => i.scheme === 'isic_rev4')?.code,
    naics: d.industryCodes.find((i) => i.scheme.startsWith('naics'))?.code,
    parentOrganization: d.chain[0] ? { '@type': 'Organization', name: d.chain[0].name, url: page(d.chain[0].id) } : undefined,
    subOrganization: d.subsidiaries.slice(0, 10).map((s) => ({ '@type': 'Organization', name: s.name, url: page(s.id) })),
  });
  const breadcrumbs = breadcrumbList([
    { name: o.t('nav.home'), url: `${o.origin}/${o.lang}` },
    { name: c.name, url: o.url },
  ]);
  return { title, description, jsonLd: [organisation, breadcrumbs] };
}
