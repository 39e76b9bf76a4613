import type { APIRoute, GetStaticPaths } from 'astro';
import { CONTENT_LANGS, type Lang } from '../../i18n/languages.ts';
import { countryList } from '../../server/countries/country-list.ts';

/** The flat country list per language, prerendered so that the footer panel fetches a precompressed file. */
export const prerender = true;
export const getStaticPaths = (() => CONTENT_LANGS.map((lang) => ({ params: { lang } }))) satisfies GetStaticPaths;
export const GET: APIRoute = ({ params }) => Response.json(countryList(params.lang as Lang));
