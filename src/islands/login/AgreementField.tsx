import type { LoginLabels } from '../../components/auth/login-labels.ts';

/** The service agreement's checkbox, with a link to the agreement (a new account needs it accepted). */
export default function AgreementField({
  labels,
  lang,
  checked,
  onChange,
}: {
  labels: LoginLabels;
  lang: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="agreement">
      <input type="checkbox" name="agreement" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <span>
        {labels.agreement}{' '}
        <a href={`/${lang}/serviceAgreement`} target="_blank" rel="noopener">
          {labels.agreementLink}
        </a>
      </span>
    </label>
  );
}
