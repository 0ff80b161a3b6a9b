import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { Seo } from '@/components/Seo.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { DEFAULT_USER_FILTERS, useAdminUsers, type UserFilters as Filters } from '../api/list-users.ts';
import { UserFilters } from '../components/UserFilters.tsx';
import { UsersTable } from '../components/UsersTable.tsx';
import { useUsersExport } from '../components/useUsersExport.tsx';

const PAGE_SIZES = [20, 50, 100];

/**
 * /admin/users: search, filters and paging on the server, row actions, and every match as CSV. The CSV
 * is the server's export with personal data (the table shows emails and names), so it asks for the password.
 */
export function AdminUsersPage() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<Filters>(DEFAULT_USER_FILTERS);
  const onFilters = useCallback((next: Filters) => setFilters(next), []);
  const list = useAdminUsers(filters);
  const csv = useUsersExport();
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const page = filters.page ?? 1;
  const number = new Intl.NumberFormat(i18n.language);
  const { page: _page, limit: _limit, ...matching } = filters;
  const pager = 'rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold disabled:opacity-50';
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Seo title={t('adminArea.users.title')} description={t('adminArea.users.description')} noindex />
      <div className="flex flex-wrap items-center gap-3">
        <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">{t('adminArea.users.title')}</h1>
        <div className="ms-auto">
          <button
            type="button"
            disabled={!data?.total || csv.busy}
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
            onClick={() => void csv.start({ format: 'csv', personal: true, filters: matching })}
          >
            {t('adminArea.charts.exportCsv')}
          </button>
        </div>
      </div>
      {csv.dialog}
      {csv.error && <FormAlert tone="error">{csv.error}</FormAlert>}
      <UserFilters value={filters} onChange={onFilters} />
      {list.isError && <FormAlert tone="error">{requestErrorMessage(list.error, t)}</FormAlert>}
      {data && (
        <p className="text-sm text-slate-700" aria-live="polite" data-testid="users-count">
          {t('adminArea.users.count', { shown: number.format(data.items.length), total: number.format(data.total) })}
        </p>
      )}
      {list.isPending ? <p>{t('common.loading')}</p> : <UsersTable users={data?.items ?? []} />}
      <nav aria-label={t('adminArea.users.paging')} className="flex flex-wrap items-center gap-2">
        <button type="button" className={pager} disabled={page <= 1} onClick={() => setFilters({ ...filters, page: page - 1 })}>{t('adminArea.users.previous')}</button>
        <span className="text-sm">{t('adminArea.users.page', { page: number.format(page), pages: number.format(pages) })}</span>
        <button type="button" className={pager} disabled={page >= pages} onClick={() => setFilters({ ...filters, page: page + 1 })}>{t('adminArea.users.next')}</button>
        <label className="ms-auto text-sm font-semibold">
          {t('adminArea.users.pageSize')}{' '}
          <select className="rounded-md border border-slate-400 px-2 py-1" value={filters.limit} onChange={(e) => setFilters({ ...filters, limit: Number(e.target.value), page: 1 })}>
            {PAGE_SIZES.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
      </nav>
    </div>
  );
}
