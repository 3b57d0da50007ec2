import type { AdminCouponDto } from '../../../../shared/api-admin';
import type { CreateCouponInput, UpdateCouponInput } from '../../../../shared/schemas/admin';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import type { AuthUser } from '../../../platform/auth';
import { AppError, conflict, isCheckViolation, isUniqueViolation, notFound } from '../../../platform/errors';
import { bookingReference } from '../../../../shared/booking-reference';
import { toPaged } from '../paging';
import { toOffer } from '../../coupons/coupons.service';
import { adminCouponsRepository as repo, type CouponRow, type NewCoupon } from './admin-coupons.repository';

export const toAdminCouponDto = (c: CouponRow): AdminCouponDto => ({
  ...toOffer(c),
  id: c.id,
  usageLimit: c.usageLimit,
  usedCount: c.usedCount,
  isActive: c.isActive,
  isPublic: c.isPublic,
  createdAt: c.createdAt.toISOString(),
});

/** What an audit entry keeps of a coupon: the terms an admin can change. */
const terms = (c: CouponRow) => {
  const { id: _id, createdAt: _c, usedCount: _u, ...rest } = c;
  return { ...rest, expiresAt: c.expiresAt?.toISOString() ?? null };
};

function toColumns(input: UpdateCouponInput): Partial<NewCoupon> {
  return {
    ...(input.description !== undefined && { description: input.description }),
    ...(input.type !== undefined && { discountType: input.type }),
    ...(input.value !== undefined && { discountValue: input.value }),
    ...(input.maxDiscountPaise !== undefined && { maxDiscountPaise: input.maxDiscountPaise }),
    ...(input.minOrderPaise !== undefined && { minOrderPaise: input.minOrderPaise }),
    ...(input.firstBookingOnly !== undefined && { firstBookingOnly: input.firstBookingOnly }),
    ...(input.usageLimit !== undefined && { usageLimit: input.usageLimit }),
    ...(input.expiresAt !== undefined && {
      expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt),
    }),
    ...(input.isActive !== undefined && { isActive: input.isActive }),
    ...(input.isPublic !== undefined && { isPublic: input.isPublic }),
  };
}

const limitBelowUse = () =>
  new AppError(
    'COUPON_LIMIT_BELOW_USE',
    400,
    'The usage limit cannot be below the times the coupon was used',
    [{ field: 'usageLimit', message: 'The usage limit cannot be below the times the coupon was used' }],
  );

export function createAdminCouponsService(db: Db) {
  async function requireCoupon(id: string) {
    const coupon = await repo.find(db, id);
    if (!coupon) throw notFound('Coupon not found', 'COUPON_NOT_FOUND');
    return coupon;
  }

  return {
    async list(q: { page: number; size: number; search?: string; active?: 'true' | 'false' }) {
      const { rows, total } = await repo.page(db, q);
      return toPaged(q, rows, total, toAdminCouponDto);
    },

    get: async (id: string) => toAdminCouponDto(await requireCoupon(id)),

    async create(actor: AuthUser, input: CreateCouponInput) {
      try {
        const coupon = await db.transaction(async (tx) => {
          const row = await repo.insert(tx, {
            ...toColumns(input),
            code: input.code,
            discountType: input.type,
            discountValue: input.value,
          });
          await recordAudit(tx, {
            actor,
            action: 'coupon.create',
            entityType: 'coupon',
            entityId: row.id,
            details: terms(row),
          });
          return row;
        });
        return toAdminCouponDto(coupon);
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError('COUPON_EXISTS', 409, 'A coupon with this code already exists', [
            { field: 'code', message: 'A coupon with this code already exists' },
          ]);
        throw error;
      }
    },

    async update(actor: AuthUser, id: string, input: UpdateCouponInput) {
      try {
        const coupon = await db.transaction(async (tx) => {
          const before = await repo.find(tx, id, { lock: true });
          if (!before) throw notFound('Coupon not found', 'COUPON_NOT_FOUND');
          const type = input.type ?? before.discountType;
          const value = input.value ?? before.discountValue;
          if (type === 'percent' && value > 100)
            throw new AppError('VALIDATION_ERROR', 400, 'A percent coupon is 1 to 100', [
              { field: 'value', message: 'A percent coupon is 1 to 100' },
            ]);
          const after = await repo.update(tx, id, toColumns(input));
          const changed = Object.fromEntries(
            Object.entries(terms(after)).filter(
              ([k, v]) => JSON.stringify(v) !== JSON.stringify((terms(before) as Record<string, unknown>)[k]),
            ),
          );
          await recordAudit(tx, {
            actor,
            action: 'coupon.update',
            entityType: 'coupon',
            entityId: id,
            details: { code: after.code, changed, before: terms(before) },
          });
          return after;
        });
        return toAdminCouponDto(coupon);
      } catch (error) {
        if (isCheckViolation(error, 'coupons_usage_check')) throw limitBelowUse();
        throw error;
      }
    },

    /** A coupon bookings used stays (their records point at it): it can only be switched off. */
    async remove(actor: AuthUser, id: string) {
      await db.transaction(async (tx) => {
        const coupon = await repo.find(tx, id, { lock: true });
        if (!coupon) throw notFound('Coupon not found', 'COUPON_NOT_FOUND');
        if (coupon.usedCount > 0 || (await repo.timesUsed(tx, id)) > 0)
          throw conflict('This coupon has been used; deactivate it instead', 'COUPON_IN_USE');
        await repo.remove(tx, id);
        await recordAudit(tx, {
          actor,
          action: 'coupon.delete',
          entityType: 'coupon',
          entityId: id,
          details: terms(coupon),
        });
      });
    },

    async redemptions(id: string, q: { page: number; size: number }) {
      await requireCoupon(id);
      const { rows, total } = await repo.redemptions(db, id, q);
      return toPaged(q, rows, total, (r) => ({
        ...r,
        bookingReference: bookingReference(r.bookingId),
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}

export type AdminCouponsService = ReturnType<typeof createAdminCouponsService>;
