import { useCallback, useEffect, useRef, useState } from 'react';
import { coupons, validation } from '../../../../shared/texts';
import { ApiError } from '../../../lib/api-client';
import { applyCoupon } from '../api/booking-api';

export interface CouponState {
  code: string;
  status: 'idle' | 'checking' | 'applied' | 'error';
  discount: number;
  message: string;
  setCode: (code: string) => void;
  apply: () => Promise<void>;
  /** Puts an offer's code in the box and applies it. */
  applyCode: (code: string) => Promise<void>;
  remove: () => void;
  /** A code typed but not applied: submission must wait, so a code is never silently dropped. */
  pendingUnapplied: boolean;
}

/** The coupon's own texts; other server words as they are. */
export function couponErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return coupons.fallback;
  if (error.kind === 'network' || error.kind === 'timeout') return coupons.network;
  return error.serverMessage || coupons.fallback;
}

/**
 * Coupon states: not applied, checking, applied (locked, Remove), error (cleared after 3 s when
 * none is applied). An applied coupon is checked again 100 ms after the price changes.
 */
export function useCoupon(amount: number): CouponState {
  const [code, setCodeState] = useState('');
  const [status, setStatus] = useState<CouponState['status']>('idle');
  const [discount, setDiscount] = useState(0);
  const [message, setMessage] = useState('');
  const clearTimer = useRef<number | undefined>(undefined);
  const lastAmount = useRef(amount);

  const apply = useCallback(
    async (codeToApply = code) => {
      window.clearTimeout(clearTimer.current);
      if (!codeToApply.trim()) {
        setStatus('error');
        setMessage(validation.couponEmpty);
        return;
      }
      if (!(amount > 0)) {
        setStatus('error');
        setMessage(validation.couponNeedsPrice);
        return;
      }
      setStatus('checking');
      setMessage('');
      try {
        const res = await applyCoupon(codeToApply.trim().toUpperCase(), amount);
        setDiscount(res.discountAmount);
        setStatus('applied');
        setMessage(`Coupon applied: you save ₹${res.discountAmount.toLocaleString('en-IN')}`);
      } catch (error) {
        setDiscount(0);
        setStatus('error');
        setMessage(couponErrorMessage(error));
        clearTimer.current = window.setTimeout(() => {
          setCodeState('');
          setStatus('idle');
          setMessage('');
        }, 3000);
      }
    },
    [amount, code],
  );

  useEffect(() => {
    if (lastAmount.current === amount) return;
    lastAmount.current = amount;
    if (status !== 'applied') return;
    const id = window.setTimeout(() => void apply(code), 100);
    return () => window.clearTimeout(id);
  }, [amount, status, code, apply]);

  useEffect(() => () => window.clearTimeout(clearTimer.current), []);

  return {
    code,
    status,
    discount: status === 'applied' ? discount : 0,
    message,
    setCode: (next) => {
      setCodeState(next);
      // An error belongs to the code it was about: typing (or emptying the box) clears it at once.
      if (status === 'error') {
        window.clearTimeout(clearTimer.current);
        setStatus('idle');
        setMessage('');
      }
    },
    apply: () => apply(code),
    applyCode: (next) => {
      setCodeState(next);
      return apply(next);
    },
    remove: () => {
      setCodeState('');
      setDiscount(0);
      setStatus('idle');
      setMessage('');
    },
    pendingUnapplied: !!code.trim() && status !== 'applied',
  };
}
