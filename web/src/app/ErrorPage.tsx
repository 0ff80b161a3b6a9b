import { Link, isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageSeo } from '@/components/Seo.tsx';

export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error.status >= 400 ? error.status : 500;
  }
  return 500;
}

export function ErrorView({ status }: { status: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const notFound = status === 404;
  return (
    <section className="mx-auto max-w-2xl py-12 text-center">
      <PageSeo page={notFound ? 'notFound' : 'error'} noindex />
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        {status}
      </p>
      <h1 tabIndex={-1} data-page-heading className="mt-4 text-3xl font-bold text-slate-900">
        <span className="sr-only">{t('errors.statusLabel', { status })}: </span>
        {notFound ? t('errors.notFoundTitle') : t('errors.internalTitle')}
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        {notFound ? t('errors.notFoundMessage', { path: pathname }) : t('errors.genericHelp')}
      </p>
      {notFound && <p className="mt-2 text-slate-700">{t('errors.notFoundHelp')}</p>}
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/" className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {t('errors.backHome')}
        </Link>
        {!notFound && (
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-md border border-slate-400 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t('errors.reload')}
          </button>
        )}
      </div>
    </section>
  );
}

/** errorElement for routes: thrown responses keep their status, anything else is a 500. */
export function RouteErrorPage() {
  return <ErrorView status={errorStatus(useRouteError())} />;
}

export function NotFoundPage() {
  return <ErrorView status={404} />;
}
