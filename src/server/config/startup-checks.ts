/**
 * Settings that are valid one by one but must not run together: checked when the server starts
 * (src/server/http/start.ts), which refuses to start with the message. Scripts (imports, migrations)
 * send no text messages and do not check.
 */
export interface StartupSettings {
  NODE_ENV: string;
  SMS_PROVIDER: 'dev' | 'http';
  SMS_DEV_IN_PRODUCTION: boolean;
}

/** What is wrong with these settings for a server, or undefined when it may start. */
export function startupProblem(s: StartupSettings): string | undefined {
  if (s.NODE_ENV === 'production' && s.SMS_PROVIDER === 'dev' && !s.SMS_DEV_IN_PRODUCTION) {
    return (
      'SMS_PROVIDER=dev in production: text messages (sign-in codes) would go to the sms_outbox table and the log, ' +
      'not to phones. Set SMS_PROVIDER=http with SMS_HTTP_URL, or SMS_DEV_IN_PRODUCTION=1 for a demo (npm start sets it).'
    );
  }
  return undefined;
}
