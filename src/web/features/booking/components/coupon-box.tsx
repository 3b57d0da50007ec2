import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import type { CouponState } from '../hooks/use-coupon';

export function CouponBox({ coupon }: { coupon: CouponState }) {
  const applied = coupon.status === 'applied';
  return (
    <div className="space-y-2">
      <label htmlFor="coupon" className="block text-sm font-medium text-slate-700">
        Coupon code
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
          placeholder="e.g. SAVE10"
        />
        {applied ? (
          <Button variant="outline" onClick={coupon.remove}>
            Remove
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() => void coupon.apply()}
            disabled={coupon.status === 'checking'}
          >
            {coupon.status === 'checking' ? 'Checking...' : 'Apply'}
          </Button>
        )}
      </div>
      <p
        id="coupon-message"
        role={coupon.status === 'error' ? 'alert' : 'status'}
        className={coupon.status === 'error' ? 'text-sm text-red-600' : 'text-sm text-brand-800'}
      >
        {coupon.message}
      </p>
    </div>
  );
}
