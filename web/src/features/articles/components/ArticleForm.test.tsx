import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { renderInApp } from '@/testing/render.tsx';
import { ArticleForm } from './ArticleForm.tsx';

const taken = new ApiError('Another article already uses this slug', {
  status: 409,
  code: 'SLUG_TAKEN',
  fields: { slug: 'Another article already uses this slug' },
  fieldCodes: { slug: 'SLUG_TAKEN' },
});

describe('ArticleForm', () => {
  it('catches blank required fields in the reader\'s language, beside each, and focuses the first; nothing is sent', async () => {
    const onSave = vi.fn();
    await renderInApp(<ArticleForm busy={false} onSave={onSave} />, { path: '/editor/articles', language: 'fr' });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const slug = screen.getByRole('textbox', { name: /Slug/ });
    await waitFor(() => expect(slug).toHaveFocus());
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(screen.getByRole('textbox', { name: /Titre/ })).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez corriger les champs signalés.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('marks and focuses the slug the server refused, in the reader\'s language', async () => {
    await renderInApp(<ArticleForm busy={false} failure={taken} onSave={() => undefined} />, { path: '/editor/articles', language: 'fr' });
    const slug = screen.getByRole('textbox', { name: /Slug/ });
    await waitFor(() => expect(slug).toHaveFocus());
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveAccessibleDescription('Un autre article utilise déjà ce slug');
  });
});
