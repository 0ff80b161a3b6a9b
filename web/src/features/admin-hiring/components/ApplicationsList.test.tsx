import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, route } from '@/testing/msw.ts';
import { clearSession, setSession } from '@/lib/session.ts';
import { ApplicationsList } from './ApplicationsList.tsx';

const application = {
  id: 'a1', positionId: 'p1', positionTitle: 'Market analyst', name: 'Claire Dubois', email: 'claire@example.com',
  linkedinUrl: 'https://fr.linkedin.com/in/claire-dubois', coverNote: 'Je souhaite rejoindre l’équipe de recherche.',
  cv: { kind: 'pdf', bytes: 1200 }, status: 'new', note: null, submittedAt: '2026-11-27T11:12:03.000Z', updatedAt: '2026-11-27T11:12:03.000Z',
};

describe('applications in the back office', () => {
  beforeEach(() => {
    clearSession();
    setSession({ token: 'h.eyJzdWIiOiJhMSIsInJvbGUiOiJhZG1pbiJ9.s', refreshToken: 'r', user: { id: 'a1', email: 'admin@example.com', role: 'admin' } });
  });

  // Seen in a walk at 390 px in Arabic: a French note read ".Je souhaite…", its full stop at the wrong end.
  it("keeps an applicant's own words in their own direction on an Arabic page", async () => {
    api.use(route('GET', '/api/admin/hire/applications', { applications: [application] }));
    await renderInApp(<ApplicationsList />, { language: 'ar' });
    expect(await screen.findByText(application.coverNote)).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('heading', { name: 'Claire Dubois' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('link', { name: 'claire@example.com' })).toHaveAttribute('dir', 'ltr');
  });
});
