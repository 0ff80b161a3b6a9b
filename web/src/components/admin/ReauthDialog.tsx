import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { needsReauth, reauthenticate } from './reauth.ts';

type Pending = { retry: () => Promise<unknown>; cancel: () => void };

/**
 * Runs admin actions; when one answers reauth_required, asks for the password in a dialog, opens
 * the 5-minute window (POST /settings/reauth) and runs the action again. The promise settles with the
 * action's final outcome, or undefined when the admin cancels. Nothing is retried without the password.
 */
export function useReauthGate() {
  const [pending, setPending] = useState<Pending | null>(null);
  const guard = <T,>(run: () => Promise<T>): Promise<T | undefined> =>
    new Promise((resolve, reject) => {
      run().then(resolve, (error: unknown) => {
        if (!needsReauth(error)) return reject(error);
        setPending({ retry: () => run().then(resolve, reject), cancel: () => resolve(undefined) });
      });
    });
  const close = () => setPending(null);
  const dialog = pending ? (
    <ReauthDialog
      onCancel={() => {
        pending.cancel();
        close();
      }}
      onConfirmed={() => pending.retry().finally(close)}
    />
  ) : null;
  return { guard, dialog };
}

/** Also used before asking for personal data (a full users export), where the server answers nothing to retry. */
export function ReauthDialog({ onCancel, onConfirmed }: { onCancel: () => void; onConfirmed: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    // Where showModal is missing (older engines, jsdom) the dialog still opens, just not modally.
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => dialog?.close?.();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    reauthenticate(password)
      .then(() => onConfirmed())
      .catch((failure: unknown) => setError(requestErrorMessage(failure, t)))
      .finally(() => setBusy(false));
  };
  return (
    <dialog ref={ref} aria-labelledby={`${id}-title`} onCancel={onCancel} className="m-auto w-full max-w-sm rounded-lg p-5 shadow-xl backdrop:bg-slate-900/40">
      <form onSubmit={submit} className="space-y-3">
        <h2 id={`${id}-title`} className="text-lg font-bold">{t('adminArea.reauth.title')}</h2>
        <p className="text-sm text-slate-700">{t('adminArea.reauth.intro')}</p>
        <div>
          <label htmlFor={`${id}-password`} className="block text-sm font-semibold">{t('adminArea.reauth.password')}</label>
          <input id={`${id}-password`} type="password" autoComplete="current-password" required autoFocus className="mt-1 block w-full rounded-md border border-slate-400 px-2 py-1" value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
        <div className="flex justify-end gap-2">
          <button type="button" className="rounded-md border border-slate-400 px-3 py-1.5 font-semibold" onClick={onCancel}>{t('adminArea.reauth.cancel')}</button>
          <button type="submit" disabled={busy || !password} className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white disabled:opacity-50">{t('adminArea.reauth.confirm')}</button>
        </div>
      </form>
    </dialog>
  );
}
