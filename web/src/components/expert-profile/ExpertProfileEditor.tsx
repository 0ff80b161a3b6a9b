import { useRef } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { TOPIC_IDS, WEEKDAYS, type ExpertAnswer, type ExpertProfileAnswer } from '@contracts/experts.ts';
import { TextArea, TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { languageName, SPOKEN_LANGUAGES } from '@/lib/display-names.ts';
import { failureMessage, fieldErrors } from '@/lib/form-errors.ts';
import { fieldProps, useFocusRefused, useSchemaForm } from '@/lib/forms.ts';
import { bookable, expertProfileForm, formValues, profileUpdate, type ExpertProfileValues, type ProfileUpdate } from './expert-profile-form.ts';
import { WeekdayRow } from './WeekdayRow.tsx';

const numberField = { valueAsNumber: true } as const;

export type SaveProfile = UseMutationResult<ExpertAnswer, unknown, ProfileUpdate>;

// Experts advise on the Saudi market, whose working week runs Sunday to Thursday: starting on Sunday keeps
// those days together instead of splitting them around a Monday-first week.
const WORK_WEEK_ORDER = ['sun', ...WEEKDAYS.filter((day) => day !== 'sun')] as const;

/**
 * An expert's topics, weekly grid, dates off, notice, buffer, horizon and time zone: the expert edits
 * their own (PUT /api/experts/me), an admin anyone's (PUT /api/admin/experts/{id}); `save` says which.
 */
export function ExpertProfileEditor({ profile, save }: { profile: ExpertProfileAnswer; save: SaveProfile }) {
  const { t, i18n } = useTranslation();
  // A code set through the API that the list lacks (say pt-BR) stays visible and can be unticked.
  const spoken = [...new Set([...SPOKEN_LANGUAGES, ...profile.languages])];
  const form = useSchemaForm(expertProfileForm, formValues(profile));
  const watched = useWatch({ control: form.control, name: ['topics', 'weekly'] });
  const datesOff = useFieldArray({ control: form.control, name: 'datesOff' });
  const serverFields = fieldErrors(save.error, t);
  const formRef = useRef<HTMLFormElement>(null);
  // A refused field may sit far above the save button, past the weekly grid: go to it.
  useFocusRefused(formRef, save.error);
  const number = (name: 'minNoticeHours' | 'bufferMinutes' | 'horizonDays') => {
    const error = form.formState.errors[name]?.message;
    return { ...form.register(name, numberField), type: 'number', error: typeof error === 'string' ? error : serverFields[name] };
  };
  const languagesError = form.formState.errors.languages?.message ?? form.formState.errors.languages?.root?.message ?? serverFields.languages;
  const fieldsForm = form as unknown as Parameters<typeof fieldProps<ExpertProfileValues>>[0];

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="availability-heading"
      className="space-y-4 rounded-lg bg-white p-4 shadow"
      onSubmit={form.handleSubmit((values) => save.mutate(profileUpdate(values)))}
    >
      <h2 id="availability-heading" className="text-xl font-bold">
        {t('expertConsole.availability')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('expertConsole.displayName')} {...fieldProps(fieldsForm, 'displayName', serverFields)} />
        <TextField label={t('expertConsole.headline')} optional {...fieldProps(fieldsForm, 'headline', serverFields)} />
        <TextField label={t('expertConsole.timeZone')} {...fieldProps(fieldsForm, 'timeZone', serverFields)} />
        <TextField label={t('expertConsole.minNotice')} min={0} {...number('minNoticeHours')} />
        <TextField label={t('expertConsole.buffer')} min={0} {...number('bufferMinutes')} />
        <TextField label={t('expertConsole.horizon')} min={1} {...number('horizonDays')} />
      </div>
      <TextArea label={t('expertConsole.bio')} optional rows={4} {...fieldProps(fieldsForm, 'bio', serverFields)} />
      <fieldset aria-describedby={languagesError ? 'expert-languages-error' : undefined}>
        <legend className="font-semibold">{t('expertConsole.languagesLegend')}</legend>
        {/* One column on a phone: a native name beside its translation does not fit half of 390 px. */}
        <div className="mt-1 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {spoken.map((code) => (
            <label key={code} className="flex min-w-0 flex-wrap items-center gap-x-2">
              <input type="checkbox" value={code} className="size-4" {...form.register('languages')} />
              <span lang={code}>{languageName(code, code)}</span>
              {languageName(code, i18n.language) !== languageName(code, code) && <span className="text-sm text-slate-600">({languageName(code, i18n.language)})</span>}
            </label>
          ))}
        </div>
        {languagesError && (
          <p id="expert-languages-error" className="mt-1 text-sm text-red-700">
            {languagesError}
          </p>
        )}
      </fieldset>
      {!bookable({ topics: watched[0] ?? [], weekly: watched[1] }) && (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900" data-testid="not-bookable">
          {t('expertConsole.notBookable')}
        </p>
      )}
      <fieldset>
        <legend className="font-semibold">{t('expertConsole.topicsLegend')}</legend>
        <div className="mt-1 grid gap-1 sm:grid-cols-2">
          {TOPIC_IDS.map((id) => (
            <label key={id} className="flex items-center gap-2">
              <input type="checkbox" value={id} className="size-4" {...form.register('topics')} />
              {t(`expertConsole.topics.${id}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <h3 className="font-semibold">{t('expertConsole.weekly')}</h3>
        {WORK_WEEK_ORDER.map((day) => (
          <WeekdayRow key={day} form={form as never} day={day} />
        ))}
      </div>
      <fieldset>
        <legend className="font-semibold">{t('expertConsole.datesOff')}</legend>
        {datesOff.fields.map((field, n) => (
          <div key={field.id} className="mt-1 flex items-center gap-2">
            <input type="date" aria-label={t('expertConsole.dateOff', { n: n + 1 })} className="rounded-md border border-slate-400 px-2 py-1" {...form.register(`datesOff.${n}.date`)} />
            <button type="button" className="text-sm text-red-700 underline" onClick={() => datesOff.remove(n)}>
              {t('expertConsole.remove')}
            </button>
            {form.formState.errors.datesOff?.[n]?.date?.message && <span className="text-sm text-red-700">{form.formState.errors.datesOff[n].date.message}</span>}
          </div>
        ))}
        <button type="button" className="mt-1 text-sm text-brand-700 underline" onClick={() => datesOff.append({ date: '' })}>
          {t('expertConsole.addDateOff')}
        </button>
      </fieldset>
      {save.isError && <FormAlert tone="error">{failureMessage(save.error, t, 'expertConsole.saveFailed')}</FormAlert>}
      {save.isSuccess && <FormAlert tone="success">{t('expertConsole.saved')}</FormAlert>}
      <button type="submit" disabled={save.isPending} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        {t('expertConsole.save')}
      </button>
    </form>
  );
}
