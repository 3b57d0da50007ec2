import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import type { CouponState } from '../hooks/use-coupon';
import { useMessageText } from '../../../i18n/message-text';
import { useTranslation } from '../../../i18n/react';
import { BOOKING_NS } from '../../../i18n/namespaces/booking';
import { offerTerms } from '../../../../shared/domain/offers';
import { useOffers } from '../api/get-offers';

/** The public offers, each with its rules in words and one tap to use it. */
function OffersList({ onUse }: { onUse: (code: string) => void }) {
  const { t, i18n } = useTranslation(BOOKING_NS);
  const offers = useOffers().data ?? [];
  if (offers.length === 0) return null;
  return (
    <section
      aria-label={t('coupon.offers')}
      className="rounded-xl border border-brand-100 bg-brand-50/60 p-3"
    >
      <p className="text-sm font-semibold text-slate-800">{t('coupon.offers')}</p>
      <ul className="mt-2 space-y-2">
        {offers.map((o) => (
          <li key={o.code} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              <span className="font-mono font-semibold" translate="no">
                {o.code}
              </span>{' '}
              · {offerTerms(o, i18n.language === 'hi' ? 'hi' : 'en')}
              {/* The office writes descriptions in English; in Hindi the rules above say it all. */}
              {o.description && i18n.language === 'en' ? (
                <span className="block text-slate-600">{o.description}</span>
              ) : null}
            </span>
            <Button size="sm" variant="outline" onClick={() => onUse(o.code)}>
              {t('coupon.use', { code: o.code })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CouponBox({ coupon }: { coupon: CouponState }) {
  const applied = coupon.status === 'applied';
  const { t } = useTranslation(BOOKING_NS);
  const messageText = useMessageText();
  return (
    <div className="space-y-2">
      <label htmlFor="coupon" className="block text-sm font-medium text-slate-700">
        {t('coupon.label')}
      </label>
      <div className="flex gap-2">
        <input
          id="coupon"
          className={inputClass(coupon.status === 'error')}
          value={coupon.code}
          readOnly={applied}
          aria-invalid={coupon.status === 'error' || undefined}
          aria-describedby="coupon-message"
          onChange={(e) => coupon.setCode(e.target.value.toUpperCase())}
          placeholder={t('coupon.placeholder')}
        />
        {applied ? (
          <Button variant="outline" onClick={coupon.remove}>
            {t('coupon.remove')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() => void coupon.apply()}
            disabled={coupon.status === 'checking'}
          >
            {coupon.status === 'checking' ? t('coupon.checking') : t('coupon.apply')}
          </Button>
        )}
      </div>
      <p
        id="coupon-message"
        role={coupon.status === 'error' ? 'alert' : 'status'}
        className={coupon.status === 'error' ? 'text-sm text-red-600' : 'text-sm text-brand-800'}
      >
        {applied
          ? t('coupon.applied', { amount: coupon.discount.toLocaleString('en-IN') })
          : coupon.message && messageText(coupon.message)}
      </p>
      {!applied ? <OffersList onUse={(code) => void coupon.applyCode(code)} /> : null}
    </div>
  );
}
