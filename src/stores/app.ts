import { persistentMap } from '@nanostores/persistent';
import { APP_DEFAULTS } from '../lib/constants.ts';
import { CHINA_COUNTRY_CODE } from '../lib/country-codes.ts';

/** App state of spec section 3, kept in localStorage. The token itself lives in an HttpOnly cookie. */
export type AppState = {
  langAbbr: string;
  areaName: string;
  areaCode: string;
  areaFlag: string;
  countryCode: string;
  isChina: string;
  smsDate: string;
  version: string;
  isStored: string;
};

export const $app = persistentMap<AppState>('app:', {
  langAbbr: APP_DEFAULTS.langAbbr,
  areaName: '',
  areaCode: APP_DEFAULTS.areaCode,
  areaFlag: '',
  countryCode: APP_DEFAULTS.countryCode,
  isChina: 'false',
  smsDate: '',
  version: APP_DEFAULTS.version,
  isStored: 'false',
});

/** Records the country the user picked. */
export function setArea(area: { name: string; code: string; flag: string; countryCode: string }): void {
  $app.setKey('areaName', area.name);
  $app.setKey('areaCode', area.code);
  $app.setKey('areaFlag', area.flag);
  $app.setKey('countryCode', area.countryCode);
  $app.setKey('isChina', String(area.countryCode === CHINA_COUNTRY_CODE));
}
