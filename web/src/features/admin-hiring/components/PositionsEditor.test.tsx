import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, requests, route } from '@/testing/msw.ts';
import { PositionsEditor } from './PositionsEditor.tsx';

describe('PositionsEditor', () => {
  it('says in the reader’s language which fields are blank, focuses the first and sends nothing', async () => {
    api.use(route('GET', '/api/admin/hire/positions', { positions: [] }));
    await renderInApp(<PositionsEditor />, { path: '/admin/hiring', language: 'fr' });
    await userEvent.type(await screen.findByLabelText('Intitulé'), 'Analyste de marché');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le poste' }));
    // The server's own words for these ("Team is required") are English only.
    expect(screen.getByLabelText('Équipe')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    await waitFor(() => expect(screen.getByLabelText('Équipe')).toHaveFocus());
    expect(screen.getByLabelText('Lieu')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(screen.getByLabelText('Intitulé')).not.toHaveAttribute('aria-invalid', 'true');
    expect(requests().filter((r) => r.method === 'POST')).toEqual([]);
  });
});
