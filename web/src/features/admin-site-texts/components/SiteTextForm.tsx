import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteTextPage } from '@contracts/siteTexts.ts';
import { TextArea } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { fieldErrors, requestErrorMessage } from '@/lib/form-errors.ts';
import { useFocusRefused } from '@/lib/forms.ts';
import { isRtl } from '@/lib/languages.ts';

type Props = { page: SiteTextPage; saving: boolean; error: unknown; saved: boolean; onSave: (texts: Record<string, string>) => void };

/** The edited keys only: a field holding its default text again follows the locale files. */
export function editedTexts(values: Record<string, string>, defaults: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => value.trim() !== (defaults[key] ?? '').trim()));
}

/** One text field per key of the section, with a live preview of the page's words beside the form. */
export function SiteTextForm({ page, saving, error, saved, onSave }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => ({ ...page.defaults, ...page.texts }));
  const fields = fieldErrors(error, t);
  const dir = isRtl(page.lang) ? 'rtl' : 'ltr';
  const label = (key: string) => t(`siteTexts.fields.${key}`, { defaultValue: key });
  const form = useRef<HTMLFormElement>(null);
  // A refused text may sit far above the save button among a section's many fields: go to it.
  useFocusRefused(form, error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(editedTexts(values, page.defaults));
  };
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form ref={form} onSubmit={submit} noValidate className="space-y-4" aria-label={t(`siteTexts.sections.${page.section}`)}>
        {Object.keys(page.defaults).map((key) => (
          <div key={key}>
            <TextArea
              label={label(key)}
              lang={page.lang}
              dir={dir}
              rows={values[key] && values[key].length > 120 ? 5 : 2}
              value={values[key] ?? ''}
              error={fields[key] ?? fields[`texts.${key}`]}
              onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
            />
            {values[key] !== page.defaults[key] && (
              <button type="button" className="mt-1 text-sm font-semibold text-brand-700 underline" onClick={() => setValues((v) => ({ ...v, [key]: page.defaults[key] ?? '' }))}>
                {t('siteTexts.useDefault')}
              </button>
            )}
          </div>
        ))}
        {error ? <FormAlert tone="error">{requestErrorMessage(error, t)}</FormAlert> : null}
        {saved && !error ? <p role="status" className="text-sm font-semibold text-brand-800">{t('siteTexts.saved')}</p> : null}
        <button type="submit" disabled={saving} className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {saving ? t('siteTexts.saving') : t('siteTexts.save')}
        </button>
      </form>
      <section aria-labelledby={`preview-${page.section}`} className="self-start rounded-2xl border border-slate-200 p-6 lg:sticky lg:top-4">
        <h3 id={`preview-${page.section}`} className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t('siteTexts.preview')}</h3>
        <div lang={page.lang} dir={dir} className="mt-4 space-y-3">
          {Object.keys(page.defaults).map((key) =>
            /(title|heading|name)$/i.test(key) ? (
              <p key={key} className="text-lg font-bold text-slate-900">{values[key]}</p>
            ) : (
              <p key={key} className="text-slate-700">{values[key]}</p>
            ),
          )}
        </div>
      </section>
    </div>
  );
}
