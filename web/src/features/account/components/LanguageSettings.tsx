import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languages } from '@/lib/languages.ts';

/** The UI language; i18next remembers the choice in localStorage and sets lang/dir on <html>. */
export function LanguageSettings() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {t('settings.languageLabel')}
      </label>
      <select
        id={id}
        value={i18n.resolvedLanguage}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        className="mt-1 block w-full max-w-xs rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
