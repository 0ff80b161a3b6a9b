import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { fieldProps, useSchemaForm } from '@/lib/forms.ts';
import { newsletterInput, useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';

/** `source` tells the back office where readers sign up (landing, newsletter page…). */
export function NewsletterSignup({ source }: { source: string }) {
  const { t, i18n } = useTranslation();
  const subscribe = useSubscribeNewsletter();
  const form = useSchemaForm(newsletterInput, { email: '' });
  const submit = form.handleSubmit((input) => subscribe.mutate({ ...input, language: i18n.resolvedLanguage ?? 'en', source }));

  if (subscribe.isSuccess) {
    return <FormAlert tone="success">{t('newsletter.success')}</FormAlert>;
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      {subscribe.isError && <FormAlert tone="error">{requestErrorMessage(subscribe.error, t)}</FormAlert>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField label={t('newsletter.emailLabel')} type="email" autoComplete="email" {...fieldProps(form, 'email')} />
        </div>
        <button
          type="submit"
          disabled={subscribe.isPending}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70 sm:mt-7"
        >
          {subscribe.isPending ? t('forms.sending') : t('newsletter.submit')}
        </button>
      </div>
      <p className="text-sm text-slate-600">{t('newsletter.privacyNote')}</p>
    </form>
  );
}
