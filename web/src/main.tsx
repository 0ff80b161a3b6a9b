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
import { routeTable } from '@/app/shell-routes.tsx';
import { hydrateInLanguage, resolveLazyMatches, serverRendered, startSiteTexts } from '@/app/hydrate.ts';
import { startBuildUpdates } from '@/app/build-update-reload.ts';
import { restoreSession } from '@/lib/session-restore.ts';
import { startErrorReporting } from '@/lib/error-reporting.ts';

const root = document.getElementById('root');
// Spec section 4: the expiry check (with its refresh, issue 17) settles before anything renders, so no
// guard, loader or live feed starts with a token that is about to be replaced; the server's values are re-read after.
const restored = restoreSession().then((kept) => {
  if (kept) void import('@/lib/session-sync.ts').then((m) => m.syncSessionFromServer());
});
if (!root) throw new Error('index.html lacks #root');

// Not top-level await: route chunks import the chunk this module is bundled into (vite.config.ts), and a
// module still awaiting would never let them run.
void start(root);

async function start(root: HTMLElement): Promise<void> {
  const ssr = serverRendered(root);
  // Fetched beside the texts: pages other than / wait for the full route table (shell-routes.tsx).
  const tableLoad = routeTable(window.location);
  await initI18n();
  await restored;
  startSiteTexts(i18next, ssr);
  startBuildUpdates();
  const table = await tableLoad;
  if (ssr) {
    // Issue 12: the server sent this page's HTML; React adopts it instead of drawing it again.
    await resolveLazyMatches(table.routes, window.location);
    await hydrateInLanguage(i18next, ssr, () =>
      hydrateRoot(
        root,
        <StrictMode>
          <App {...table} hydrationData={ssr.hydration} />
        </StrictMode>,
      ),
    );
  } else {
    createRoot(root).render(
      <StrictMode>
        <App {...table} />
      </StrictMode>,
    );
  }
  void startErrorReporting();
}
