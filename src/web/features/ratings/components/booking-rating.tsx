import { useEffect, useId, useRef, useState } from 'react';
import type { BookingDto } from '../../../../shared/api-bookings';
import { ratingTexts, RATING_COMMENT_MAX } from '../../../../shared/domain/ratings';
import { useMessageText } from '../../../i18n/message-text';
import { useTranslation } from '../../../i18n/react';
import { AFTER_VISIT_NS } from '../../../i18n/namespaces/after-visit';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { showToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../i18n/api-error';
import { useRateBooking } from '../api/rate-booking';
import { Stars } from '../../../components/stars/stars';

/**
 * A completed visit's rating on its card (docs/product-rules.md#after-a-visit): the prompt with a star
 * form until rated, then the stars, changeable for 7 days. `focus` opens and scrolls to the form (the
 * 'completed' email's link).
 */
export function BookingRating({ booking, focus }: { booking: BookingDto; focus?: boolean }) {
  const { t } = useTranslation(AFTER_VISIT_NS);
  const rating = booking.rating ?? null;
  const [editing, setEditing] = useState(false);
  if (booking.status !== 'completed') return null;
  if (rating && !editing)
    return (
      <section aria-label={t('rating.yourRating')} className="mt-3 rounded-xl bg-amber-50 p-3 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{t('rating.yourRating')}:</span>
          <Stars value={rating.rating} className="text-lg" />
        </p>
        {rating.comment ? (
          <p className="mt-1 text-slate-800" translate="no">
            “{rating.comment}”
          </p>
        ) : null}
        {rating.canEdit ? (
          <Button variant="outline" size="sm" className="mt-2" onClick={() => setEditing(true)}>
            {t('rating.change')}
          </Button>
        ) : null}
      </section>
    );
  return (
    <StarForm
      booking={booking}
      initial={rating ? { rating: rating.rating, comment: rating.comment } : undefined}
      focus={focus || editing}
      onDone={() => setEditing(false)}
    />
  );
}

function StarForm({
  booking,
  initial,
  focus,
  onDone,
}: {
  booking: BookingDto;
  initial?: { rating: number; comment: string };
  focus?: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation(AFTER_VISIT_NS);
  const messageText = useMessageText();
  const starLabels = t('rating.starLabels', { returnObjects: true }) as string[];
  const [stars, setStars] = useState(initial?.rating ?? 0);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [error, setError] = useState<string>();
  const mutation = useRateBooking(booking._id, !!initial);
  const headingId = useId();
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focus) {
      ref.current?.scrollIntoView({ block: 'center' });
      ref.current?.querySelector<HTMLInputElement>('input[type=radio]')?.focus();
    }
  }, [focus]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (stars < 1) return setError(ratingTexts.ratingRequired);
    if (comment.length > RATING_COMMENT_MAX) return setError(ratingTexts.commentTooLong);
    setError(undefined);
    mutation.mutate(
      { rating: stars, comment: comment.trim() },
      {
        onSuccess: () => {
          showToast('success', initial ? ratingTexts.updated : ratingTexts.thanks);
          onDone();
        },
        onError: (err) => setError(describeApiError(err).message),
      },
    );
  };

  return (
    <form
      ref={ref}
      id={`rate-${booking._id}`}
      onSubmit={submit}
      aria-labelledby={headingId}
      className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t('rating.prompt')}
      </h3>
      <p className="text-sm text-slate-700">{t('rating.promptHint')}</p>
      <fieldset className="mt-2">
        <legend className="sr-only">{t('rating.stars')}</legend>
        <div className="flex gap-1">
          {starLabels.map((label, i) => {
            const value = i + 1;
            return (
              <label
                key={value}
                className="flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg text-3xl focus-within:ring-2 focus-within:ring-brand-600"
              >
                <input
                  type="radio"
                  name={`stars-${booking._id}`}
                  value={value}
                  checked={stars === value}
                  onChange={() => setStars(value)}
                  className="sr-only"
                  aria-label={label}
                />
                <span aria-hidden="true" className={value <= stars ? 'text-amber-500' : 'text-slate-300'}>
                  ★
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <TextAreaField
        label={t('rating.commentLabel')}
        rows={2}
        maxLength={RATING_COMMENT_MAX}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        containerClassName="mt-2"
      />
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {messageText(error)}
        </p>
      ) : null}
      <div className="mt-2 flex gap-2">
        <Button type="submit" size="sm" disabled={mutation.isPending}>
          {t('rating.submit')}
        </Button>
        {initial ? (
          <Button type="button" variant="ghost" size="sm" onClick={onDone}>
            {t('rating.keep')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
