import type { APIRoute, GetStaticPaths } from 'astro';
import { CONTENT_LANGS, type Lang } from '../../i18n/languages.ts';
import { translator } from '../../i18n/t.ts';
import { loginLabels } from '../../components/auth/login-labels.ts';

/** The login overlay's texts per language, prerendered: fetched (precompressed) when the overlay first opens. */
export const prerender = true;
export const getStaticPaths = (() => CONTENT_LANGS.map((lang) => ({ params: { lang } }))) satisfies GetStaticPaths;
export const GET: APIRoute = ({ params }) => Response.json(loginLabels(translator(params.lang as Lang)));
