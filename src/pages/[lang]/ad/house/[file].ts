import type { APIRoute } from 'astro';
import { dirOf } from '../../../../i18n/languages.ts';
import type { MessageKey } from '../../../../i18n/t.ts';
import { HOUSE_LOGO, houseAdById, houseSvg, isHouseSize } from '../../../../server/ads/house-ads.ts';

export const prerender = false;

/**
 * /{lang}/ad/house/{house id}-{width}x{height}.svg: a house ad's picture in the page's language, at one
 * of the placements' exact sizes (or the native unit's logo size). Public, cached a day.
 */
export const GET: APIRoute = ({ params, locals }) => {
  const m = /^(house-[a-z]+)-(\d{2,4})x(\d{2,4})\.svg$/.exec(params.file ?? '');
  const house = m ? houseAdById(m[1]!) : undefined;
  const size = m ? { width: Number(m[2]), height: Number(m[3]) } : undefined;
  if (!house || !size || !isHouseSize(size))
    return new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
    });
  const { t, lang } = locals;
  const svg = houseSvg({
    title: t(house.title as MessageKey),
    text: t(house.text as MessageKey),
    ...size,
    rtl: dirOf(lang) === 'rtl',
    logo: size.width === HOUSE_LOGO.width && size.height === HOUSE_LOGO.height,
  });
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'Cache-Control': 'public, max-age=86400',
    },
  });
};
