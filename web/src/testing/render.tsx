import type { ReactElement } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import type { LanguageCode } from '@contracts/languages.ts';
import { localeMessages } from '@/locales/messages.ts';

const messages = localeMessages();

export async function testI18n(language: LanguageCode = 'en'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    // Every language, so a test can switch languages after rendering.
    resources: Object.fromEntries(Object.entries(messages).map(([code, translation]) => [code, { translation }])),
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Renders a component inside a memory router at `path`, with i18n and a fresh query client. */
export async function renderInApp(
  ui: ReactElement,
  { path = '/', language = 'en' as LanguageCode, extraRoutes = [] as { path: string; element: ReactElement }[] } = {},
) {
  const i18n = await testI18n(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }, ...extraRoutes], { initialEntries: [path] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router, i18n };
}
