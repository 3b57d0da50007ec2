import { api } from '../../../lib/api-client';
import { useAdminAction } from '../hooks/use-admin-action';
import { couponFormToInput, type CouponForm } from '../model/admin-forms';

/** POST /api/admin/coupons, or PATCH /api/admin/coupons/:id (the code itself never changes). */
export const saveCoupon = ({ id, form }: { id?: string; form: CouponForm }) => {
  const body = couponFormToInput(form);
  if (!id) return api.post('/api/admin/coupons', body);
  const { code: _code, ...changes } = body;
  return api.patch(`/api/admin/coupons/${id}`, changes);
};

export const useSaveCoupon = () =>
  useAdminAction(saveCoupon, (i) => ({
    title: i.id ? 'Coupon updated' : 'Coupon created',
    message: `${i.form.code.toUpperCase()} is saved.`,
  }));
