import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathTo, routes } from '@contracts/paths.ts';
import { DataGrid, gridColumns } from '@/components/admin/DataGrid.tsx';
import type { AdminUser } from '../api/admin-user-schema.ts';
import { RowActions } from './RowActions.tsx';

const column = gridColumns<AdminUser>();
export const adminUserPath = (id: string) => pathTo(routes.adminUser, { id });

function YesNo({ value }: { value: boolean | undefined }) {
  const { t } = useTranslation();
  return <>{value ? t('adminArea.users.filters.yes') : t('adminArea.users.filters.no')}</>;
}

/** One page of users (the server pages and filters), each with its actions. */
export function UsersTable({ users }: { users: readonly AdminUser[] }) {
  const { t, i18n } = useTranslation();
  const c = (key: string) => () => t(`adminArea.users.columns.${key}`);
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('email', {
          header: c('email'),
          cell: (info) => (
            <Link to={adminUserPath(info.row.original.id)} className="font-semibold text-brand-700 underline" dir="ltr">
              {info.getValue()}
            </Link>
          ),
        }),
        column.accessor((u) => u.displayName ?? [u.firstName, u.lastName].filter(Boolean).join(' '), { id: 'name', header: c('name') }),
        column.accessor((u) => t(`adminArea.roles.${u.role ?? 'user'}`), { id: 'role', header: c('role') }),
        column.accessor((u) => t(`pricing.tiers.${u.subscriptionTier ?? 'free'}.name`), { id: 'tier', header: c('tier') }),
        column.accessor('emailVerified', { header: c('verified'), cell: (info) => <YesNo value={info.getValue()} /> }),
        column.accessor('businessInfoCompleted', { header: c('onboarded'), cell: (info) => <YesNo value={info.getValue()} /> }),
        column.accessor('disabled', { header: c('disabled'), cell: (info) => <YesNo value={info.getValue()} /> }),
        column.accessor('createdAt', { header: c('createdAt'), cell: (info) => (info.getValue() ? new Date(info.getValue() ?? '').toLocaleDateString(i18n.language) : '—') }),
        column.display({ id: 'actions', header: c('actions'), cell: (info) => <RowActions user={info.row.original} /> }),
      ]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `c` only reads `t`
    [t, i18n.language],
  );
  return <DataGrid columns={columns} data={users} rowId={(u) => u.id} caption={t('adminArea.users.title')} rowAttr="data-user" />;
}
