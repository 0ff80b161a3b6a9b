import { useTranslation } from 'react-i18next';
import { Seo } from '@/components/Seo.tsx';
import { useAdminIntroductions } from '../api/get-introductions.ts';
import { requestErrorMessage } from '@/lib/form-errors.ts';

/** /admin/introductions (issue 17): who asked to meet which partner, with their company and note. */
export function AdminIntroductionsPage() {
  const { t, i18n } = useTranslation();
  const list = useAdminIntroductions();
  const rows = list.data?.introductions ?? [];
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Seo title={t('adminArea.introductions.heading')} description={t('adminArea.introductions.intro')} noindex />
      <h1 className="text-3xl font-bold">{t('adminArea.introductions.heading')}</h1>
      <p className="text-slate-700">{t('adminArea.introductions.intro')}</p>
      {list.isPending && <p role="status">{t('common.loading')}</p>}
      {list.error && <p role="alert" className="text-red-700">{requestErrorMessage(list.error, t)}</p>}
      {list.isSuccess && rows.length === 0 && <p>{t('adminArea.introductions.empty')}</p>}
      {rows.length > 0 && (
        <div className="overflow-x-auto rounded-lg bg-white shadow">
          <table className="min-w-full text-start text-sm">
            <thead className="bg-slate-100">
              <tr>
                {(['when', 'partner', 'person', 'company', 'message'] as const).map((key) => (
                  <th key={key} scope="col" className="px-3 py-2 text-start font-semibold">
                    {t(`adminArea.introductions.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-200 align-top" data-testid="introduction-row">
                  <td className="whitespace-nowrap px-3 py-2">{when(row.requestedAt)}</td>
                  <td className="px-3 py-2">{row.partner.name}</td>
                  <td className="px-3 py-2">
                    {row.user ? (
                      <>
                        {row.user.firstName} {row.user.lastName}
                        <br />
                        <a href={`mailto:${row.user.email}`} className="text-brand-700 underline">{row.user.email}</a>
                      </>
                    ) : (
                      t('adminArea.introductions.erased')
                    )}
                  </td>
                  <td className="px-3 py-2">{row.companyName ?? '—'}</td>
                  <td className="max-w-md whitespace-pre-wrap px-3 py-2" dir="auto">{row.message ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
