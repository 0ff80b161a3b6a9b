import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Weekday } from '@contracts/experts.ts';
import type { ExpertProfileValues } from './expert-profile-form.ts';

type Form = UseFormReturn<ExpertProfileValues, unknown, unknown>;

const input = 'rounded-md border border-slate-400 px-2 py-1';

/** One weekday of the grid: its intervals, each 'HH:MM'–'HH:MM' in the expert's zone. */
export function WeekdayRow({ form, day }: { form: Form; day: Weekday }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: `weekly.${day}` });
  const errors = form.formState.errors.weekly?.[day];
  const dayError = errors && !Array.isArray(errors) ? errors.message : (errors as { root?: { message?: string } } | undefined)?.root?.message;
  const label = t(`expertConsole.weekdays.${day}`);
  return (
    <fieldset className="border-b border-slate-200 py-2">
      <legend className="font-semibold">{label}</legend>
      {fields.length === 0 && <p className="text-sm text-slate-600">{t('expertConsole.unavailable')}</p>}
      {fields.map((field, n) => {
        const error = Array.isArray(errors) ? errors[n] : undefined;
        return (
          <div key={field.id} className="mt-1 flex flex-wrap items-center gap-2">
            <input type="time" aria-label={t('expertConsole.from', { day: label, n: n + 1 })} className={input} {...form.register(`weekly.${day}.${n}.from`)} />
            <span aria-hidden="true">–</span>
            <input type="time" aria-label={t('expertConsole.to', { day: label, n: n + 1 })} className={input} {...form.register(`weekly.${day}.${n}.to`)} />
            <button type="button" className="text-sm text-red-700 underline" onClick={() => remove(n)}>
              {t('expertConsole.removeInterval')}
            </button>
            {(error?.from?.message || error?.to?.message) && <span className="text-sm text-red-700">{error.from?.message ?? error.to?.message}</span>}
          </div>
        );
      })}
      {dayError && <p className="text-sm text-red-700">{dayError}</p>}
      <button type="button" className="mt-1 text-sm text-brand-700 underline" onClick={() => append({ from: '09:00', to: '17:00' })}>
        {t('expertConsole.addInterval', { day: label })}
      </button>
    </fieldset>
  );
}
