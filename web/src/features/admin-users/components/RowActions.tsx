import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@contracts/user.ts';
import { TIER_IDS, type TierId } from '@contracts/tiers.ts';
import { useReauthGate } from '@/components/admin/ReauthDialog.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import type { AdminUser } from '../api/admin-user-schema.ts';
import { useEraseUser } from '../api/erase-user.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { useUpdateUser, type UserChanges } from '../api/update-user.ts';

/**
 * What an admin can do to one user: role, tier, disable or enable, resend the verification mail,
 * erase. Destructive ones go through the re-authentication gate; the outcome is announced.
 */
export function RowActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const erase = useEraseUser();
  const resend = useResendVerification();
  const { guard, dialog } = useReauthGate();
  const [status, setStatus] = useState<string>();
  const [error, setError] = useState<string>();
  const [confirmErase, setConfirmErase] = useState(false);
  const a = (key: string) => t(`adminArea.users.actions.${key}`);
  const run = (action: () => Promise<unknown>, done: string) => {
    setError(undefined);
    setStatus(undefined);
    guard(action).then(
      (result) => result !== undefined && setStatus(done),
      (failure: unknown) => setError(requestErrorMessage(failure, t)),
    );
  };
  const change = (changes: UserChanges) => run(() => update.mutateAsync({ id: user.id, changes }), a('saved'));
  const select = 'rounded border border-slate-400 p-1';
  if (user.erased) return <span className="text-slate-600">{a('erased')}</span>;
  return (
    <div className="flex min-w-40 flex-wrap items-center gap-1">
      <select aria-label={a('role')} className={select} value={user.role ?? 'user'} onChange={(e) => change({ role: e.target.value as Role })}>
        {ROLES.map((role) => <option key={role} value={role}>{t(`adminArea.roles.${role}`)}</option>)}
      </select>
      <select aria-label={a('tier')} className={select} value={user.subscriptionTier ?? 'free'} onChange={(e) => change({ subscriptionTier: e.target.value as TierId })}>
        {TIER_IDS.map((tier) => <option key={tier} value={tier}>{t(`pricing.tiers.${tier}.name`)}</option>)}
      </select>
      <button type="button" className="rounded border border-slate-400 px-2 py-1 font-semibold" onClick={() => change({ disabled: !user.disabled })}>
        {user.disabled ? a('enable') : a('disable')}
      </button>
      {user.emailVerified === false && (
        <button type="button" className="rounded border border-slate-400 px-2 py-1 font-semibold" onClick={() => run(() => resend.mutateAsync(user.email), a('resent'))}>
          {a('resend')}
        </button>
      )}
      {confirmErase ? (
        <button type="button" className="rounded bg-red-700 px-2 py-1 font-semibold text-white" onClick={() => { setConfirmErase(false); run(() => erase.mutateAsync(user.id), a('erasedNow')); }}>
          {a('confirmErase')}
        </button>
      ) : (
        <button type="button" className="rounded border border-red-700 px-2 py-1 font-semibold text-red-800" onClick={() => setConfirmErase(true)}>
          {a('erase')}
        </button>
      )}
      <p role="status" className="w-full text-xs text-emerald-800">{status}</p>
      {error && <p role="alert" className="w-full text-xs text-red-700">{error}</p>}
      {dialog}
    </div>
  );
}
