import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryCombobox } from '@/components/CountryCombobox.tsx';
import { PageHeading } from '@/components/PageHeading.tsx';
import { PageSeo } from '@/components/Seo.tsx';

export function CountryDropdownPage() {
  const { t, i18n } = useTranslation();
  const [country, setCountry] = useState<string | null>('SA');
  const name = country ? new Intl.DisplayNames([i18n.language], { type: 'region' }).of(country) : null;
  return (
    <>
      <PageSeo page="countryDropdown" noindex />
      <PageHeading intro={t('countryDropdown.intro')}>{t('countryDropdown.title')}</PageHeading>
      <div className="min-h-96 space-y-6">
        <CountryCombobox
          value={country}
          onChange={setCountry}
          label={t('countryDropdown.label')}
          placeholder={t('countryDropdown.placeholder')}
        />
        <p role="status" className="text-slate-700">
          {country && name ? t('countryDropdown.selected', { country: name, code: country }) : t('countryDropdown.none')}
        </p>
      </div>
    </>
  );
}
