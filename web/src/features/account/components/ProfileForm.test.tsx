import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, route } from '@/testing/msw.ts';
import { ProfileForm } from './ProfileForm.tsx';

const user = { id: 'u1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', displayName: 'Ann Lee' } as never;

describe('ProfileForm', () => {
  it('moves focus to the field the server refused, with its reason in the reader’s language', async () => {
    api.use(
      route('PUT', '/api/users/profile', () =>
        HttpResponse.json(
          { success: false, error: 'Please check the highlighted fields', code: 'VALIDATION_ERROR', fields: { lastName: 'Must be at most 100 characters' }, fieldCodes: { lastName: 'TOO_LONG' }, fieldLimits: { lastName: 100 } },
          { status: 400 },
        ),
      ),
    );
    await renderInApp(<ProfileForm user={user} />, { path: '/settings', language: 'fr' });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    const lastName = screen.getByLabelText('Nom');
    await waitFor(() => expect(lastName).toHaveFocus());
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    expect(lastName).toHaveAccessibleDescription(/100/);
  });
});
