import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ExpertAnswer, ExpertProfileAnswer } from '@contracts/experts.ts';
import { ApiError } from '@/lib/api-client.ts';
import { renderInApp } from '@/testing/render.tsx';
import { ExpertProfileEditor } from './ExpertProfileEditor.tsx';
import type { ProfileUpdate } from './expert-profile-form.ts';

const profile: ExpertProfileAnswer = {
  id: 'e1',
  displayName: 'Layla',
  headline: '',
  bio: '',
  languages: ['en'],
  topics: [],
  timeZone: 'Asia/Riyadh',
  weekly: {},
  datesOff: [],
  minNoticeHours: 24,
  bufferMinutes: 15,
  horizonDays: 60,
  updatedAt: null,
};

/** The save answers with a refusal of the time zone, which sits far above the save button. */
function Refused() {
  const save = useMutation<ExpertAnswer, unknown, ProfileUpdate>({
    mutationFn: () =>
      Promise.reject(
        new ApiError('Please check the highlighted fields', {
          status: 400,
          code: 'VALIDATION_ERROR',
          fields: { timeZone: 'Unknown time zone; use an IANA name such as Asia/Riyadh' },
        }),
      ),
  });
  return <ExpertProfileEditor profile={profile} save={save} />;
}

describe('ExpertProfileEditor', () => {
  it('moves focus to the field the server refused', async () => {
    await renderInApp(<Refused />, { path: '/manage_consultations' });
    await userEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    const timeZone = screen.getByLabelText('Time zone (IANA name, e.g. Asia/Riyadh)');
    await waitFor(() => expect(timeZone).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(timeZone).toHaveFocus());
  });
});
