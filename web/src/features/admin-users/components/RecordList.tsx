import { useTranslation } from 'react-i18next';

/** A value as a record list shows it: dates in the UI language, yes/no, lists joined, absence as a dash. */
export function useShowValue() {
  const { t, i18n } = useTranslation();
  return (value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return value ? t('adminArea.users.filters.yes') : t('adminArea.users.filters.no');
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return new Date(value).toLocaleString(i18n.language);
    if (Array.isArray(value)) return value.map(String).join(', ') || '—';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
}

/** A titled list of a record's fields; `label` names a field in the UI language where one is known. */
export function RecordList({ title, record, fields, testId }: { title: string; record: Record<string, unknown> | null; fields?: readonly string[]; testId?: string }) {
  const { t } = useTranslation();
  const show = useShowValue();
  const keys = fields ?? Object.keys(record ?? {});
  return (
    <section className="rounded-lg bg-white p-4 shadow" data-testid={testId}>
      <h2 className="text-lg font-bold">{title}</h2>
      {record ? (
        <dl className="mt-2 grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">
          {keys.map((key) => (
            <div key={key} className="contents">
              <dt className="text-slate-600">{t(`adminArea.fields.${key}`, { defaultValue: key })}</dt>
              <dd className="break-words" data-field={key}>{show(record[key])}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-slate-700">{t('adminArea.users.none')}</p>
      )}
    </section>
  );
}
