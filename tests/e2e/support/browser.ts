import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServer, type TestServer } from '../../support/server.ts';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface E2E {
  server: TestServer;
  browser: Browser;
  /** A fresh context and page; any request to a host other than the test server is aborted and recorded. */
  open(options?: { language?: string; consent?: 'accepted' | 'rejected'; init?: () => void }): Promise<Page>;
  /** Requests that tried to leave the machine (and CSP violations) since the last check; tests assert none. */
  takeForeignRequests(): string[];
  close(): Promise<void>;
}

export async function startE2E(env: Record<string, string> = {}): Promise<E2E> {
  const server = await startServer(env);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  const origin = new URL(server.url).origin;
  const contexts: BrowserContext[] = [];
  let foreign: string[] = [];

  return {
    server,
    browser,
    async open(options = {}) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      contexts.push(context);
      await context.route('**/*', (route) => {
        const url = route.request().url();
        if (url.startsWith('data:') || url.startsWith('blob:') || new URL(url).origin === origin) return route.fallback();
        foreign.push(url);
        return route.abort('blockedbyclient');
      });
      if (options.consent) {
        await context.addCookies([{ name: 'cookie_consent', value: options.consent, url: server.url }]);
      }
      if (options.language) {
        const language = options.language;
        await context.addInitScript((lng) => {
          if (!localStorage.getItem('bawaba.language')) localStorage.setItem('bawaba.language', lng);
        }, language);
      }
      if (options.init) await context.addInitScript(options.init);
      const page = await context.newPage();
      // A CSP violation means something inline or foreign slipped in: report it with the foreign requests.
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
          foreign.push(`CSP: ${message.text()}`);
        }
      });
      return page;
    },
    takeForeignRequests() {
      const list = foreign;
      foreign = [];
      return list;
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close();
      await server.stop();
    },
  };
}

/** Waits until the routed page has rendered its main heading. */
export async function pageReady(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'visible' });
  // Server-rendered pages (issue 12) show their heading before the app runs; the app marks <html> once it does.
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/**
 * Waits until every finite animation and transition on the page has ended (a fade-in, say), so a
 * scan sees the settled page; endless ones (spinners) are left running. Passed as a string: this
 * project's typecheck has Node's globals, not the DOM's.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    'Promise.all(document.getAnimations().filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined)))',
  );
}
