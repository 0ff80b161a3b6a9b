import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSuggestions } from '../api/get-suggestions.ts';

const DEBOUNCE_MS = 250;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The search field as an ARIA 1.2 combobox: suggestions as you type (debounced), arrow keys, Enter, Escape. */
export function SearchBox({ onSearch, busy }: { onSearch: (query: string) => void; busy?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  const suggestions = useSuggestions(q, i18n.language).data ?? [];
  const shown = open && text.trim().length >= 2 ? suggestions : [];

  const choose = (value: string) => {
    setText(value);
    setOpen(false);
    setActive(-1);
    onSearch(value);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) choose(text.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && shown.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % shown.length);
    } else if (event.key === 'ArrowUp' && shown.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? shown.length - 1 : i - 1));
    } else if (event.key === 'Enter' && active >= 0 && shown[active]) {
      event.preventDefault();
      choose(shown[active].text);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form role="search" onSubmit={submit} className="relative flex gap-2 print:hidden">
      <label htmlFor={`${id}-input`} className="sr-only">{t('market.searchLabel')}</label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-expanded={shown.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && shown[active] ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        maxLength={200}
        value={text}
        placeholder={t('market.searchPlaceholder')}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className="w-full rounded-md border border-slate-400 px-3 py-2"
      />
      <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {t('market.searchButton')}
      </button>
      <ul id={`${id}-list`} role="listbox" aria-label={t('market.suggestions')} hidden={shown.length === 0} className="absolute top-full z-10 mt-1 w-full rounded-md border border-slate-300 bg-white shadow-lg">
        {shown.map((s, i) => (
          <li
            key={s.id}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(s.text);
            }}
            className={`cursor-pointer px-3 py-2 ${i === active ? 'bg-brand-50' : ''}`}
          >
            {s.text} <span className="text-xs text-slate-500">{t(`market.kinds.${s.kind}`, { defaultValue: s.kind })}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}
