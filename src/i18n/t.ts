import { m } from '../paraglide/messages.js';
import type { Lang } from './languages.ts';

export type MessageKey = keyof typeof m;
export type MessageInputs = Record<string, string | number>;
export type Translate = (key: MessageKey, inputs?: MessageInputs) => string;

/**
 * A translator bound to one language. Paraglide's compiled functions take the locale per call,
 * so concurrent requests in different languages never share state.
 */
export function translator(lang: Lang): Translate {
  return (key, inputs) => (m[key] as (i: MessageInputs, o: { locale: Lang }) => string)(inputs ?? {}, { locale: lang });
}
