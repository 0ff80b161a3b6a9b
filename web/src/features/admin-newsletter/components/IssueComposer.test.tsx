import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { requests } from '@/testing/msw.ts';
import { IssueComposer } from './IssueComposer.tsx';

describe('IssueComposer', () => {
  it('says in the reader’s language what is missing, focuses it and sends nothing', async () => {
    await renderInApp(<IssueComposer onSaved={() => undefined} />, { path: '/admin/newsletter', language: 'fr' });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    // The server's own words for these ("Subject is required") are English only.
    expect(screen.getByLabelText('Objet')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    await waitFor(() => expect(screen.getByLabelText('Objet')).toHaveFocus());
    expect(screen.getByLabelText('Texte (Markdown)')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(requests()).toEqual([]);
  });

  it('flags only the text when the subject is written', async () => {
    await renderInApp(<IssueComposer onSaved={() => undefined} />, { path: '/admin/newsletter', language: 'fr' });
    await userEvent.type(screen.getByLabelText('Objet'), 'Nouvelles de novembre');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(screen.getByLabelText('Objet')).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Texte (Markdown)')).toHaveFocus());
    expect(requests()).toEqual([]);
  });
});
