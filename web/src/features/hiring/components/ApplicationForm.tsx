import { useState, type BaseSyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { COVER_NOTE_MAX, MAX_CV_MB, applicationFields, type ApplicationFields } from '@contracts/hiring.ts';
import { routes } from '@contracts/paths.ts';
import { TextArea, TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { fieldErrors, requestErrorMessage } from '@/lib/form-errors.ts';
import { fieldProps, useSchemaForm } from '@/lib/forms.ts';
import { useOpenPositions } from '../api/positions.ts';
import { useSubmitApplication } from '../api/apply.ts';

const ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The application form of /hire/application and its embeddable twin. The text fields are checked
 * here by the API's own rules (@contracts/hiring.ts) with messages in the reader's language, so only
 * what the server alone can judge (an open position, the CV's content) comes back from it.
 */
export function ApplicationForm({ embedded = false }: { embedded?: boolean }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const positions = useOpenPositions();
  const submit = useSubmitApplication();
  const [cvError, setCvError] = useState<string>();
  const empty: ApplicationFields = { name: '', email: '', positionId: params.get('position') ?? '', linkedinUrl: '', coverNote: '' };
  const form = useSchemaForm(applicationFields, empty, {
    positionId: t('hiring.form.positionRequired'),
    linkedinUrl: t('hiring.form.linkedinInvalid'),
  });
  const server = fieldErrors(submit.error, t);
  const field = (name: keyof ApplicationFields) => fieldProps(form, name, server);
  // Registered where the select is rendered, not here: RHF focuses the first invalid field in registration order.
  const positionError = form.formState.errors.positionId?.message ?? server.positionId;
  const cvMessage = cvError ?? server.cv;

  // The CV is checked with the other fields, so one submit shows every problem at once.
  const checkCv = (event?: BaseSyntheticEvent): File | undefined => {
    const target = event?.target as HTMLFormElement | undefined;
    const cv = (target?.elements.namedItem('cv') as HTMLInputElement | null)?.files?.[0];
    const problem = !cv || cv.size === 0 ? t('hiring.form.cvRequired') : cv.size > MAX_CV_MB * 1024 * 1024 ? t('hiring.form.cvTooLarge') : undefined;
    setCvError(problem);
    return problem ? undefined : cv;
  };
  const onSubmit = form.handleSubmit(
    (input, event) => {
      const cv = checkCv(event);
      if (cv) submit.mutate({ ...input, language: i18n.resolvedLanguage ?? 'en', cv });
    },
    (_errors, event) => void checkCv(event),
  );

  if (submit.isSuccess) return <FormAlert tone="success">{t('hiring.form.thanks')}</FormAlert>;
  const open = positions.data?.positions ?? [];
  // With nothing open the server refuses every application (positionId must be an open position),
  // so the form would only fail once filled in: say so and lead back to /hire, as /hire itself does.
  if (positions.isSuccess && open.length === 0) {
    return (
      <div role="status" className="space-y-3">
        <p className="text-slate-700">{t('hiring.none')}</p>
        {embedded ? (
          // Framed in another site: the careers page opens on its own, not inside that site's frame.
          <a href={routes.hire} target="_blank" rel="noopener noreferrer" className="inline-block font-semibold text-brand-700 underline">
            {t('hiring.form.backToCareers')}
          </a>
        ) : (
          <Link to={routes.hire} className="inline-block font-semibold text-brand-700 underline">
            {t('hiring.form.backToCareers')}
          </Link>
        )}
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-describedby={submit.isError ? 'application-error' : undefined}>
      {Object.keys(form.formState.errors).length > 0 && <FormAlert tone="error">{t('forms.fixErrors')}</FormAlert>}
      {submit.isError && (
        <div id="application-error">
          <FormAlert tone="error">{requestErrorMessage(submit.error, t)}</FormAlert>
        </div>
      )}
      <TextField label={t('hiring.form.name')} autoComplete="name" maxLength={100} {...field('name')} />
      <TextField label={t('hiring.form.email')} type="email" autoComplete="email" {...field('email')} />
      <div>
        <label htmlFor="application-position" className="block text-sm font-semibold text-slate-800">
          {t('hiring.form.position')}
        </label>
        <select
          id="application-position"
          required
          key={open.length}
          {...form.register('positionId')}
          aria-invalid={positionError ? true : undefined}
          aria-describedby={positionError ? 'application-position-error' : undefined}
          className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 ${positionError ? 'border-red-600' : 'border-slate-400'}`}
        >
          <option value="">{t('hiring.form.choosePosition')}</option>
          {open.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title} · {p.location}
            </option>
          ))}
        </select>
        {positionError && (
          <p id="application-position-error" className="mt-1 text-sm text-red-700">
            {positionError}
          </p>
        )}
      </div>
      <TextField label={t('hiring.form.linkedin')} type="url" inputMode="url" dir="ltr" placeholder="https://www.linkedin.com/in/…" {...field('linkedinUrl')} />
      <TextArea label={t('hiring.form.coverNote')} maxLength={COVER_NOTE_MAX} {...field('coverNote')} />
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
          aria-invalid={cvMessage ? true : undefined}
          aria-describedby={cvMessage ? 'application-cv-hint application-cv-error' : 'application-cv-hint'}
          className="mt-1 block w-full text-sm"
        />
        {cvMessage && (
          <p id="application-cv-error" className="mt-1 text-sm text-red-700">
            {cvMessage}
          </p>
        )}
      </div>
      <button type="submit" disabled={submit.isPending} className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {submit.isPending ? t('hiring.form.sending') : t('hiring.form.submit')}
      </button>
    </form>
  );
}
