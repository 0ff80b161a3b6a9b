import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/600.css';
import '@fontsource/noto-sans-arabic/700.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import i18next from 'i18next';
import { initI18n } from '@/lib/i18n.ts';
import { App } from '@/app/App.tsx';
import { appRoutes } from '@/app/routes.tsx';
import { hydrateInLanguage, resolveLazyMatches, serverRendered, startSiteTexts } from '@/app/hydrate.ts';
import { startBuildUpdates } from '@/app/build-update-reload.ts';
import { restoreSession } from '@/lib/session-restore.ts';
import { startErrorReporting } from '@/lib/error-reporting.ts';

const root = document.getElementById('root');
// Spec section 4: the expiry check runs before anything renders; the server's values are re-read after.
if (restoreSession()) void import('@/lib/session-sync.ts').then((m) => m.syncSessionFromServer());
if (!root) throw new Error('index.html lacks #root');

const ssr = serverRendered(root);
await initI18n();
startSiteTexts(i18next, ssr);
startBuildUpdates();
if (ssr) {
  // Issue 12: the server sent this page's HTML; React adopts it instead of drawing it again.
  const routes = appRoutes();
  await resolveLazyMatches(routes, window.location);
  await hydrateInLanguage(i18next, ssr, () =>
    hydrateRoot(
      root,
      <StrictMode>
        <App routes={routes} hydrationData={ssr.hydration} />
      </StrictMode>,
    ),
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
void startErrorReporting();
