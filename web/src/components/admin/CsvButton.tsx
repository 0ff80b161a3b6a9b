import { useTranslation } from 'react-i18next';
import { download } from '@/lib/csv.ts';

/** Saves what `csv()` builds (called on click, so a long table is only serialized when asked for). */
export function CsvButton({ name, csv, disabled, label }: { name: string; csv: () => string | Promise<string>; disabled?: boolean; label?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      disabled={disabled}
      className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
      onClick={() => void Promise.resolve(csv()).then((text) => download(name, text))}
    >
      {label ?? t('adminArea.charts.exportCsv')}
    </button>
  );
}
