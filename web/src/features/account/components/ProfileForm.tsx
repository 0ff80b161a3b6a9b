import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { NAME_MAX_LENGTH, nameSchema } from '@contracts/fields.ts';
import { TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { failureMessage, fieldErrors } from '@/lib/form-errors.ts';
import { fieldProps, useFocusRefused, useSchemaForm } from '@/lib/forms.ts';
import { useUpdateProfile, type ProfileAnswer } from '../api/profile.ts';

// The display name is optional: left empty, it is not sent (the server keeps its own).
const profileInput = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  displayName: z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH)),
});

export function ProfileForm({ user }: { user: ProfileAnswer['user'] }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useSchemaForm(profileInput, {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    displayName: user.displayName ?? '',
  });
  const server = fieldErrors(update.error, t);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusRefused(formRef, update.error);
  const field = (name: 'firstName' | 'lastName' | 'displayName') => fieldProps(form, name, server);

  const submit = form.handleSubmit(({ displayName, ...names }) => update.mutate({ ...names, ...(displayName ? { displayName } : {}) }));

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
      {update.isSuccess && <FormAlert tone="success">{t('settings.profileSaved')}</FormAlert>}
      {update.isError && <FormAlert tone="error">{failureMessage(update.error, t, 'errorCatalogue.failedUpdateProfileRetry')}</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('auth.firstName')} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} {...field('firstName')} />
        <TextField label={t('auth.lastName')} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} {...field('lastName')} />
      </div>
      <TextField label={t('settings.displayName')} autoComplete="nickname" optional maxLength={NAME_MAX_LENGTH} {...field('displayName')} />
      <p className="text-sm text-slate-700">{t('settings.emailIs', { email: user.email })}</p>
      <button type="submit" disabled={update.isPending} className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70">
        {update.isPending ? t('forms.sending') : t('settings.saveProfile')}
      </button>
    </form>
  );
}
