import { m } from '../paraglide/messages.js';
import type { Lang } from './languages.ts';

export type MessageKey = keyof typeof m;
export type MessageInputs = Record<string, string | number>;
export type Translate = (key: MessageKey, inputs?: MessageInputs) => string;

type Message = (inputs: MessageInputs, options: { locale: Lang }) => string;
const NO_INPUTS: MessageInputs = Object.freeze({});
/** Paraglide's functions by key: its module object reads each through a getter, and a page calls a few hundred. */
const messages = new Map<string, Message>();

/**
 * A translator bound to one language. Paraglide's compiled functions take the locale per call,
 * so concurrent requests in different languages never share state.
 */
export function translator(lang: Lang): Translate {
  const options = { locale: lang };
  return (key, inputs) => {
    let message = messages.get(key);
    if (!message) messages.set(key, (message = m[key] as Message));
    return message(inputs ?? NO_INPUTS, options);
  };
}

/**
 * A message split around one placeholder, for putting markup (a link) in its place while the
 * language keeps control of word order: parts(t, 'footer.myCountryIs', 'name') -> ['My country: ', ''].
 */
export function parts(t: Translate, key: MessageKey, slot: string, inputs: MessageInputs = {}): [string, string] {
  const [before, after = ''] = t(key, { ...inputs, [slot]: '\u0000' }).split('\u0000');
  return [before, after];
}

/**
 * Whether a catalogue has this key: texts whose keys are data (a score rule, a clone reason stored by
 * a job) may name a key this build does not know yet; the page then shows the key's words instead of failing.
 */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(m, key);
}
