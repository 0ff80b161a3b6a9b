import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import type { Booking } from '@contracts/bookings.ts';
import { TextArea, TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { useSchemaForm } from '@/lib/forms.ts';
import { useReviewBooking } from '../api/review-booking.ts';

const reviewForm = z.object({
  rating: z.string().check(z.regex(/^[1-5]$/)),
  comment: z.string().check(z.trim(), z.maxLength(2000)),
});
type ReviewForm = z.infer<typeof reviewForm>;

/** One rating per completed consultation (the API refuses a second). */
export function ReviewForm({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const review = useReviewBooking();
  const form = useSchemaForm<ReviewForm, ReviewForm>(reviewForm, { rating: '', comment: '' });
  const ratingError = form.formState.errors.rating?.message;
  const commentError = form.formState.errors.comment?.message;
  return (
    <form
      noValidate
      className="mt-3 space-y-3"
      aria-label={t('consultations.bookings.reviewHeading')}
      onSubmit={form.handleSubmit((values) => review.mutate({ id: booking.id, rating: Number(values.rating), comment: values.comment }))}
    >
      <h3 className="font-semibold">{t('consultations.bookings.reviewHeading')}</h3>
      <TextField label={t('consultations.bookings.rating')} type="number" min={1} max={5} inputMode="numeric" error={ratingError} {...form.register('rating')} />
      <TextArea label={t('consultations.bookings.comment')} optional rows={3} error={commentError} {...form.register('comment')} />
      {review.error && <FormAlert tone="error">{requestErrorMessage(review.error, t)}</FormAlert>}
      <button type="submit" disabled={review.isPending} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
        {t('consultations.bookings.sendReview')}
      </button>
    </form>
  );
}
