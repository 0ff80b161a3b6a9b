import { useTranslation } from 'react-i18next';

const TIER_FIELDS = new Set(['tier', 'subscriptionTier', 'package']);

/** A value as a record list shows it: ids named in the UI language, dates localized, yes/no, lists joined, absence as a dash. */
export function useShowValue() {
  const { t, i18n } = useTranslation();
  const region = new Intl.DisplayNames([i18n.language, 'en'], { type: 'region' });
  return (value: unknown, field = ''): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'string') {
      if (field === 'role') return t(`adminArea.roles.${value}`, { defaultValue: value });
      if (TIER_FIELDS.has(field)) return t(`pricing.tiers.${value}.name`, { defaultValue: value });
      if (field === 'industry') return t(`industries.${value}.name`, { defaultValue: value });
      if (field === 'country' && /^[A-Za-z]{2}$/.test(value)) return region.of(value.toUpperCase()) ?? value;
    }
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
              <dd className="wrap-anywhere" data-field={key}>{show(record[key], key)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-slate-700">{t('adminArea.users.none')}</p>
      )}
    </section>
  );
}
