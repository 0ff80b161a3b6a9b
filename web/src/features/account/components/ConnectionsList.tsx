import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { useConnections, useDisconnectProvider, useLinkProvider, type Provider } from '../api/oauth-connections.ts';

const names: Record<Provider, string> = { google: 'Google', linkedin: 'LinkedIn' };

/** Sign-in connections: link a provider (via its consent page) or disconnect one that is not the last way in. */
export function ConnectionsList({ available }: { available: Partial<Record<Provider, boolean>> }) {
  const { t } = useTranslation();
  const connections = useConnections();
  const disconnect = useDisconnectProvider();
  const link = useLinkProvider();

  if (connections.isPending) return <p role="status">{t('common.loading')}</p>;
  if (connections.isError) return <FormAlert tone="error">{failureMessage(connections.error, t, 'errorCatalogue.loadConnectionsFailed')}</FormAlert>;

  const rows = connections.data.connections.filter((row) => row.connected || available[row.provider]);
  return (
    <div className="space-y-4">
      {disconnect.isSuccess && <FormAlert tone="success">{disconnect.data.message}</FormAlert>}
      {disconnect.isError && (
        <FormAlert tone="error">
          {failureMessage(disconnect.error, t, 'errorCatalogue.disconnectFailed', { provider: names[disconnect.variables] })}
        </FormAlert>
      )}
      {link.isError && <FormAlert tone="error">{failureMessage(link.error, t, 'errorCatalogue.failedGoogle')}</FormAlert>}
      <p className="text-sm text-slate-700">
        {connections.data.hasPassword ? t('settings.hasPassword') : t('settings.noPassword')}
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">{t('settings.noProviders')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {rows.map((row) => (
            <li key={row.provider} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <span className="flex-1 font-medium text-slate-900">
                {names[row.provider]}
                <span className="ms-2 text-sm font-normal text-slate-700">
                  {row.connected ? t('settings.connected') : t('settings.notConnected')}
                </span>
              </span>
              {row.connected ? (
                <button
                  type="button"
                  disabled={!row.canDisconnect || disconnect.isPending}
                  aria-describedby={row.canDisconnect ? undefined : `last-${row.provider}`}
                  onClick={() => disconnect.mutate(row.provider)}
                  className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 disabled:opacity-60"
                >
                  {t('settings.disconnect', { provider: names[row.provider] })}
                </button>
              ) : (
                <button
                  type="button"
                  disabled={link.isPending}
                  onClick={() => link.mutate(row.provider)}
                  className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
                >
                  {t('settings.connect', { provider: names[row.provider] })}
                </button>
              )}
              {row.connected && !row.canDisconnect && (
                <p id={`last-${row.provider}`} className="w-full text-sm text-slate-700">{t('settings.lastMethod')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
