import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Globe } from 'lucide-react';
import { languages, toSupportedLanguage } from '@/lib/languages.ts';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = toSupportedLanguage(i18n.resolvedLanguage);
  return (
    <div className="flex min-w-0 items-center gap-1">
      <Globe aria-hidden="true" className="hidden size-4 shrink-0 text-slate-600 sm:block" />
      <label htmlFor={id} className="sr-only">
        {t('nav.language')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        className="w-28 rounded-md border border-slate-300 bg-white py-1.5 ps-2 pe-8 text-sm text-slate-800 sm:w-auto"
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
