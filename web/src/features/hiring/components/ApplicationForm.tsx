import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { MAX_CV_MB } from '@contracts/hiring.ts';
import { routes } from '@contracts/paths.ts';
import { TextArea, TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { fieldErrors, requestErrorMessage } from '@/lib/form-errors.ts';
import { useOpenPositions } from '../api/positions.ts';
import { useSubmitApplication } from '../api/apply.ts';

const ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The application form of /hire/application and its embeddable twin; the server checks everything again. */
export function ApplicationForm() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const positions = useOpenPositions();
  const submit = useSubmitApplication();
  const [fields, setFields] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const cv = (event.currentTarget.elements.namedItem('cv') as HTMLInputElement | null)?.files?.[0];
    const errors: Record<string, string> = {};
    if (!cv || cv.size === 0) errors.cv = t('hiring.form.cvRequired');
    else if (cv.size > MAX_CV_MB * 1024 * 1024) errors.cv = t('hiring.form.cvTooLarge');
    setFields(errors);
    if (!cv || Object.keys(errors).length) return;
    const text = (name: string) => String(data.get(name) ?? '');
    submit.mutate(
      { name: text('name'), email: text('email'), positionId: text('positionId'), linkedinUrl: text('linkedinUrl'), coverNote: text('coverNote'), language: i18n.resolvedLanguage ?? 'en', cv },
      { onError: (error) => setFields(fieldErrors(error, t)) },
    );
  };

  if (submit.isSuccess) return <FormAlert tone="success">{t('hiring.form.thanks')}</FormAlert>;
  const open = positions.data?.positions ?? [];
  // With nothing open the server refuses every application (positionId must be an open position),
  // so the form would only fail once filled in: say so and lead back to /hire, as /hire itself does.
  if (positions.isSuccess && open.length === 0) {
    return (
      <div role="status" className="space-y-3">
        <p className="text-slate-700">{t('hiring.none')}</p>
        <Link to={routes.hire} className="inline-block font-semibold text-brand-700 underline">
          {t('hiring.form.backToCareers')}
        </Link>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-describedby={submit.isError ? 'application-error' : undefined}>
      {submit.isError && (
        <div id="application-error">
          <FormAlert tone="error">{requestErrorMessage(submit.error, t)}</FormAlert>
        </div>
      )}
      <TextField label={t('hiring.form.name')} name="name" autoComplete="name" maxLength={100} error={fields.name} />
      <TextField label={t('hiring.form.email')} name="email" type="email" autoComplete="email" error={fields.email} />
      <div>
        <label htmlFor="application-position" className="block text-sm font-semibold text-slate-800">
          {t('hiring.form.position')}
        </label>
        <select
          id="application-position"
          name="positionId"
          required
          defaultValue={params.get('position') ?? ''}
          key={open.length}
          aria-invalid={fields.positionId ? true : undefined}
          aria-describedby={fields.positionId ? 'application-position-error' : undefined}
          className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2"
        >
          <option value="">{t('hiring.form.choosePosition')}</option>
          {open.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title} · {p.location}
            </option>
          ))}
        </select>
        {fields.positionId && (
          <p id="application-position-error" className="mt-1 text-sm text-red-700">
            {fields.positionId}
          </p>
        )}
      </div>
      <TextField label={t('hiring.form.linkedin')} name="linkedinUrl" type="url" inputMode="url" dir="ltr" placeholder="https://www.linkedin.com/in/…" error={fields.linkedinUrl} />
      <TextArea label={t('hiring.form.coverNote')} name="coverNote" maxLength={5000} error={fields.coverNote} />
      <div>
        <label htmlFor="application-cv" className="block text-sm font-semibold text-slate-800">
          {t('hiring.form.cv')}
        </label>
        <p id="application-cv-hint" className="text-sm text-slate-600">
          {t('hiring.form.cvHint', { mb: MAX_CV_MB })}
        </p>
        <input
          id="application-cv"
          name="cv"
          type="file"
          required
          accept={ACCEPT}
          aria-invalid={fields.cv ? true : undefined}
          aria-describedby={fields.cv ? 'application-cv-hint application-cv-error' : 'application-cv-hint'}
          className="mt-1 block w-full text-sm"
        />
        {fields.cv && (
          <p id="application-cv-error" className="mt-1 text-sm text-red-700">
            {fields.cv}
          </p>
        )}
      </div>
      <button type="submit" disabled={submit.isPending} className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {submit.isPending ? t('hiring.form.sending') : t('hiring.form.submit')}
      </button>
    </form>
  );
}
