import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { WifiOff } from 'lucide-react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="bg-slate-800 text-white">
      <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm">
        <WifiOff aria-hidden="true" className="size-4 shrink-0" />
        {t('banners.offline')}
      </p>
    </div>
  );
}
