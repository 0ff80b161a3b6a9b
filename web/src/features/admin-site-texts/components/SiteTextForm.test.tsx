import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SiteTextPage } from '@contracts/siteTexts.ts';
import { ApiError } from '@/lib/api-client.ts';
import { renderInApp } from '@/testing/render.tsx';
import { SiteTextForm } from './SiteTextForm.tsx';

const page: SiteTextPage = {
  section: 'home',
  lang: 'fr',
  defaults: { heroTitle: 'Entrez sur le marché saoudien', heroText: 'Des données et des experts.', heroSearch: 'Essayer la recherche' },
  texts: {},
  revision: 0,
  history: [],
};
const refused = new ApiError('Please check the highlighted fields', {
  status: 400,
  code: 'VALIDATION_ERROR',
  fields: { 'texts.heroText': 'Text is empty' },
  fieldCodes: { 'texts.heroText': 'TEXT_EMPTY' },
});

/** The page's part: the save answers with a refusal. */
function Refusing() {
  const [error, setError] = useState<unknown>(null);
  return <SiteTextForm page={page} saving={false} saved={false} error={error} onSave={() => setError(refused)} />;
}

describe('SiteTextForm', () => {
  it('moves focus to the refused text, which may be far above the save button', async () => {
    await renderInApp(<Refusing />, { path: '/admin/landing' });
    await userEvent.click(screen.getByRole('button', { name: 'Save texts' }));
    const refusedField = await screen.findByRole('textbox', { description: 'Text is empty' });
    await waitFor(() => expect(refusedField).toHaveFocus());
  });
});
