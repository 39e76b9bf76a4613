import type { RuleKey } from '../../lib/account-rules.ts';
import type { LoginLabels } from '../../components/auth/login-labels.ts';

/** The overlay's text for a broken rule of spec section 5 (the same rules the server applies). */
export function ruleMessage(labels: LoginLabels, key: RuleKey): string {
  const byKey: Record<RuleKey, string> = {
    'auth.phoneInvalid': labels.phoneInvalid,
    'auth.codeIncorrect': labels.codeIncorrect,
    'auth.emailInvalid': labels.emailInvalid,
    'auth.passwordLength': labels.passwordLength,
    'auth.passwordSame': labels.passwordSame,
    'auth.passwordMismatch': labels.passwordMismatch,
    'auth.accountRequired': labels.accountRequired,
    'auth.passwordRequired': labels.passwordRequired,
  };
  return byKey[key];
}
