import type { APIRoute, GetStaticPaths } from 'astro';
import { CONTENT_LANGS, type Lang } from '../../i18n/languages.ts';
import { translator } from '../../i18n/t.ts';
import { searchBoxMoreLabels } from '../../components/search/search-box-labels.ts';

/** The search box's texts shown once it is used, per language, prerendered: fetched (precompressed) on its first focus. */
export const prerender = true;
export const getStaticPaths = (() => CONTENT_LANGS.map((lang) => ({ params: { lang } }))) satisfies GetStaticPaths;
export const GET: APIRoute = ({ params }) => Response.json(searchBoxMoreLabels(translator(params.lang as Lang)));
