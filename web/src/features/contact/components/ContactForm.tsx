import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea, TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { fieldErrors, requestErrorMessage } from '@/lib/form-errors.ts';
import { fieldProps, useFocusRefused, useSchemaForm } from '@/lib/forms.ts';
import { contactInput, useSendContactMessage } from '../api/send-contact-message.ts';

const empty = { name: '', email: '', company: '', subject: '', message: '' };

export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const form = useSchemaForm(contactInput, empty);
  // Field errors from the server (400 VALIDATION_ERROR) are shown until the next submit.
  const server = fieldErrors(send.error, t);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusRefused(formRef, send.error);
  const field = (name: keyof typeof empty) => fieldProps(form, name, server);
  const submit = form.handleSubmit((input) => send.mutate(input, { onSuccess: () => form.reset(empty) }));

  if (send.isSuccess) return <ContactSent onAnother={() => send.reset()} />;

  const invalid = Object.keys(form.formState.errors).length > 0;
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-5" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className="text-xl font-semibold text-slate-900">
        {t('contact.formHeading')}
      </h2>
      {invalid && <FormAlert tone="error">{t('forms.fixErrors')}</FormAlert>}
      {send.isError && <FormAlert tone="error">{requestErrorMessage(send.error, t)}</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('contact.name')} autoComplete="name" maxLength={100} {...field('name')} />
        <TextField label={t('contact.email')} type="email" autoComplete="email" {...field('email')} />
      </div>
      <TextField label={t('contact.company')} autoComplete="organization" optional maxLength={120} {...field('company')} />
      <TextField label={t('contact.subject')} maxLength={150} {...field('subject')} />
      <TextArea label={t('contact.message')} maxLength={5000} {...field('message')} />
      <button
        type="submit"
        disabled={send.isPending}
        className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {send.isPending ? t('forms.sending') : t('contact.submit')}
      </button>
    </form>
  );
}

/** The confirmation that replaces the form. It takes focus: the form was long, so on a phone it would appear above the screen. */
function ContactSent({ onAnother }: { onAnother: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-4">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        {t('contact.successHeading')}
      </h2>
      <FormAlert tone="success">{t('contact.success')}</FormAlert>
      <button type="button" onClick={onAnother} className="font-semibold text-brand-700 underline">
        {t('contact.sendAnother')}
      </button>
    </div>
  );
}
