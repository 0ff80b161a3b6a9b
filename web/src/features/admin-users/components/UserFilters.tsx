import { useEffect, useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@contracts/user.ts';
import { TIER_IDS } from '@contracts/tiers.ts';
import { USER_SORTS, type UserFilters as Filters } from '../api/list-users.ts';

/** A filter's label tied to its control by id. */
function Field({ label, children }: { label: string; children: ReactElement<{ id: string }> }) {
  return (
    <div className="text-sm font-semibold">
      <label htmlFor={children.props.id}>{label}</label>
      {children}
    </div>
  );
}

const SORT_NAMES: Record<(typeof USER_SORTS)[number], string> = {
  '-createdAt': 'newest',
  createdAt: 'oldest',
  email: 'emailAsc',
  '-email': 'emailDesc',
  displayName: 'nameAsc',
  '-displayName': 'nameDesc',
  role: 'roleAsc',
  '-role': 'roleDesc',
};

const flag = (value: string): boolean | undefined => (value === '' ? undefined : value === 'true');

/** Search (sent 300 ms after typing stops) and the list's filters; any change goes back to page 1. */
export function UserFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState(value.q ?? '');
  useEffect(() => {
    if ((value.q ?? '') === q.trim()) return;
    const timer = window.setTimeout(() => onChange({ ...value, q: q.trim() || undefined, page: 1 }), 300);
    return () => window.clearTimeout(timer);
  }, [q, value, onChange]);
  const input = 'mt-1 block rounded-md border border-slate-400 px-2 py-1';
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch, page: 1 });
  const yesNo = (name: 'verified' | 'onboarded' | 'disabled') => (
    <Field label={t(`adminArea.users.filters.${name}`)}>
      <select id={`${id}-${name}`} className={input} value={value[name] === undefined ? '' : String(value[name])} onChange={(e) => set({ [name]: flag(e.target.value) })}>
        <option value="">{t('adminArea.users.filters.any')}</option>
        <option value="true">{t('adminArea.users.filters.yes')}</option>
        <option value="false">{t('adminArea.users.filters.no')}</option>
      </select>
    </Field>
  );
  return (
    <div role="search" className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-3 shadow">
      <Field label={t('adminArea.users.filters.search')}>
        <input id={`${id}-q`} type="search" className={`${input} w-64`} value={q} maxLength={200} onChange={(e) => setQ(e.target.value)} />
      </Field>
      <Field label={t('adminArea.users.filters.role')}>
        <select id={`${id}-role`} className={input} value={value.role ?? ''} onChange={(e) => set({ role: (e.target.value || undefined) as Filters['role'] })}>
          <option value="">{t('adminArea.users.filters.any')}</option>
          {ROLES.map((role) => <option key={role} value={role}>{t(`adminArea.roles.${role}`)}</option>)}
        </select>
      </Field>
      <Field label={t('adminArea.users.filters.tier')}>
        <select id={`${id}-tier`} className={input} value={value.tier ?? ''} onChange={(e) => set({ tier: (e.target.value || undefined) as Filters['tier'] })}>
          <option value="">{t('adminArea.users.filters.any')}</option>
          {TIER_IDS.map((tier) => <option key={tier} value={tier}>{t(`pricing.tiers.${tier}.name`)}</option>)}
        </select>
      </Field>
      {yesNo('verified')}
      {yesNo('onboarded')}
      {yesNo('disabled')}
      <Field label={t('adminArea.users.filters.sort')}>
        <select id={`${id}-sort`} className={input} value={value.sort ?? '-createdAt'} onChange={(e) => set({ sort: e.target.value as Filters['sort'] })}>
          {USER_SORTS.map((sort) => <option key={sort} value={sort}>{t(`adminArea.users.sorts.${SORT_NAMES[sort]}`)}</option>)}
        </select>
      </Field>
    </div>
  );
}
