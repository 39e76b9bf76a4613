import { versionAdvice } from '../../lib/app-version.ts';
import { env } from '../config/env.ts';

/** version/getVersion: the app's minimum and latest versions (APP_MIN_VERSION, APP_LATEST_VERSION) and what the caller's version must do. */
export function appVersionAnswer(current: string | undefined) {
  return versionAdvice(current, env.APP_MIN_VERSION, env.APP_LATEST_VERSION);
}
