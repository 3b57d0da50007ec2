import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import type { CouponState } from '../hooks/use-coupon';
import { useMessageText } from '../../../i18n/message-text';
import { useTranslation } from '../../../i18n/react';
import { BOOKING_NS } from '../../../i18n/namespaces/booking';

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
    </div>
  );
}
