import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/600.css';
import '@fontsource/noto-sans-arabic/700.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/lib/i18n.ts';
import { App } from '@/app/App.tsx';
import { startBuildUpdates } from '@/app/build-update-reload.ts';
import { restoreSession } from '@/lib/session-restore.ts';
import { startErrorReporting } from '@/lib/error-reporting.ts';

const root = document.getElementById('root');
// Spec section 4: the expiry check runs before anything renders; the server's values are re-read after.
if (restoreSession()) void import('@/lib/session-sync.ts').then((m) => m.syncSessionFromServer());
if (!root) throw new Error('index.html lacks #root');

await initI18n();
startBuildUpdates();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
void startErrorReporting();
