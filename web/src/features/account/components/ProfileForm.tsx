import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { focusFirstInvalid } from '@/lib/focus-invalid.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { useUpdateProfile, type ProfileAnswer } from '../api/profile.ts';

type Draft = { firstName: string; lastName: string; displayName: string };

export function ProfileForm({ user }: { user: ProfileAnswer['user'] }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [draft, setDraft] = useState<Draft>({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    displayName: user.displayName ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const server = update.error instanceof ApiError ? update.error.fields : {};
  const field = (name: keyof Draft) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
    error: errors[name] ?? server[name],
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!draft.firstName.trim()) next.firstName = t('forms.required');
    if (!draft.lastName.trim()) next.lastName = t('forms.required');
    setErrors(next);
    if (Object.keys(next).length > 0) {
      return focusFirstInvalid(event.currentTarget);
    }
    const input = { firstName: draft.firstName.trim(), lastName: draft.lastName.trim(), ...(draft.displayName.trim() ? { displayName: draft.displayName.trim() } : {}) };
    update.mutate(input);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {update.isSuccess && <FormAlert tone="success">{t('settings.profileSaved')}</FormAlert>}
      {update.isError && <FormAlert tone="error">{failureMessage(update.error, t, 'errorCatalogue.failedUpdateProfileRetry')}</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('auth.firstName')} autoComplete="given-name" maxLength={100} {...field('firstName')} />
        <TextField label={t('auth.lastName')} autoComplete="family-name" maxLength={100} {...field('lastName')} />
      </div>
      <TextField label={t('settings.displayName')} autoComplete="nickname" optional maxLength={100} {...field('displayName')} />
      <p className="text-sm text-slate-700">{t('settings.emailIs', { email: user.email })}</p>
      <button type="submit" disabled={update.isPending} className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70">
        {update.isPending ? t('forms.sending') : t('settings.saveProfile')}
      </button>
    </form>
  );
}
