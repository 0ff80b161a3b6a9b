import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { useAdminLoginMfa, type PasswordStep, type SecondFactorAnswer } from '../api/admin-login.ts';

const button = 'w-full rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70';
const control = 'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 font-mono text-slate-900';

/** The QR code is drawn here from the otpauth URL: no image service ever sees the secret. */
function EnrolmentQr({ url }: { url: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(url, { margin: 1, width: 200 }).then((data) => live && setSrc(data));
    return () => {
      live = false;
    };
  }, [url]);
  return src ? <img src={src} width={200} height={200} alt={t('adminAuth.mfa.qrAlt')} className="mx-auto" /> : null;
}

/** After enrolment: the ten recovery codes, shown once, before the back office opens. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">{t('adminAuth.mfa.recoveryTitle')}</h2>
      <p className="text-slate-700">{t('adminAuth.mfa.recoveryIntro')}</p>
      <ul aria-label={t('adminAuth.mfa.recoveryTitle')} className="grid grid-cols-2 gap-2 rounded-md bg-slate-100 p-4 font-mono text-slate-900" dir="ltr">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button type="button" onClick={onDone} className={button}>
        {t('adminAuth.mfa.recoverySaved')}
      </button>
    </div>
  );
}

/**
 * The second step of an admin or analyst sign-in: enrolment (QR code and the secret as text) or a
 * code from the app, with a recovery code as the way out when the phone is lost.
 */
export function SecondFactor({ step, onSignedIn }: { step: PasswordStep; onSignedIn: (answer: SecondFactorAnswer) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const mfa = useAdminLoginMfa();
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const enrolling = 'mfaEnrollmentRequired' in step;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) mfa.mutate({ mfaToken: step.mfaToken, code: code.trim() }, { onSuccess: (answer) => onSignedIn(answer) });
  };

  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-5">
      {enrolling ? (
        <div className="space-y-3">
          <h2 className="text-lg font-semibold text-slate-900">{t('adminAuth.mfa.enrolTitle')}</h2>
          <p className="text-slate-700">{t('adminAuth.mfa.enrolIntro')}</p>
          <EnrolmentQr url={step.otpauthUrl} />
          <p className="text-sm text-slate-700">
            {t('adminAuth.mfa.secretLabel')}{' '}
            <code data-testid="mfa-secret" dir="ltr" className="break-all rounded bg-slate-100 px-1 font-mono">
              {step.secret}
            </code>
          </p>
        </div>
      ) : (
        <p className="text-slate-700">{t(useRecovery ? 'adminAuth.mfa.recoveryPrompt' : 'adminAuth.mfa.codePrompt')}</p>
      )}
      {mfa.isError && <FormAlert tone="error">{failureMessage(mfa.error, t, 'adminAuth.mfa.failed')}</FormAlert>}
      <div>
        <label htmlFor={id} className="block font-medium text-slate-900">
          {t(useRecovery ? 'adminAuth.mfa.recoveryLabel' : 'adminAuth.mfa.codeLabel')}
        </label>
        <input
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          required
          dir="ltr"
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          maxLength={useRecovery ? 32 : 6}
          className={control}
        />
      </div>
      <button type="submit" disabled={mfa.isPending} className={button}>
        {mfa.isPending ? t('auth.signingIn') : t('adminAuth.mfa.verify')}
      </button>
      {!enrolling && (
        <button type="button" onClick={() => (setUseRecovery(!useRecovery), setCode(''))} className="text-sm font-medium text-brand-700 underline">
          {t(useRecovery ? 'adminAuth.mfa.useCode' : 'adminAuth.mfa.useRecovery')}
        </button>
      )}
    </form>
  );
}
