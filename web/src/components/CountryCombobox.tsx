import { useMemo, useState } from 'react';
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field, Label } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Check, ChevronDown } from 'lucide-react';
import { countries, filterCountries, type Country } from '@/lib/countries.ts';

interface CountryComboboxProps {
  value: string | null;
  onChange: (code: string | null) => void;
  label: string;
  placeholder?: string;
  /** Shown under the input and linked to it (Headless UI wires aria-describedby). */
  error?: string;
}

/** An ARIA combobox (Headless UI handles roles, keys and focus); names follow the UI language. */
export function CountryCombobox({ value, onChange, label, placeholder, error }: CountryComboboxProps) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const all = useMemo(() => countries(i18n.language), [i18n.language]);
  const filtered = useMemo(() => filterCountries(all, query, i18n.language), [all, query, i18n.language]);
  const selected = all.find((country) => country.code === value) ?? null;

  return (
    <Field className="max-w-md">
      <Label className="block text-sm font-semibold text-slate-800">{label}</Label>
      <Combobox
        value={selected}
        by="code"
        onChange={(country: Country | null) => onChange(country?.code ?? null)}
        onClose={() => setQuery('')}
      >
        <div className="relative mt-1">
          <ComboboxInput
            className="block w-full rounded-md border border-slate-400 bg-white py-2 ps-3 pe-10 text-slate-900 placeholder:text-slate-500"
            displayValue={(country: Country | null) => country?.name ?? ''}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={placeholder}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
          />
          <ComboboxButton className="absolute inset-y-0 end-0 flex items-center px-2 text-slate-600">
            <ChevronDown aria-hidden="true" className="size-5" />
            <span className="sr-only">{t('countryDropdown.toggle')}</span>
          </ComboboxButton>
        </div>
        <ComboboxOptions className="mt-1 max-h-64 overflow-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg empty:invisible">
          {filtered.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-600">{t('countryDropdown.noResults', { query })}</p>
          ) : (
            filtered.map((country) => (
              <ComboboxOption
                key={country.code}
                value={country}
                className="group flex cursor-default items-center gap-2 px-3 py-2 text-sm text-slate-900 data-focus:bg-brand-50 data-focus:text-brand-900"
              >
                <Check aria-hidden="true" className="invisible size-4 group-data-selected:visible" />
                <span className="flex-1">{country.name}</span>
                <span className="text-xs text-slate-600">{country.code}</span>
              </ComboboxOption>
            ))
          )}
        </ComboboxOptions>
      </Combobox>
      {error && <Description className="mt-1 text-sm text-red-700">{error}</Description>}
    </Field>
  );
}
