import type { AvailabilitySlot, BookingDto, CouponApplyData } from '../../../../shared/api-bookings';
import type { CreateBookingInput } from '../../../../shared/schemas/booking';
import type { NextFreeDates } from '../../../../shared/schemas/next-free-dates';
import { api } from '../../../lib/api-client';

export const createBooking = (input: CreateBookingInput, idempotencyKey: string) =>
  api
    .post<{ data: { booking: BookingDto; seriesBooked: number } }>('/api/bookings', input, {
      headers: { 'idempotency-key': idempotencyKey },
    })
    .then((r) => r.data);

/** What the slots are for: a package of a service for a quantity (sq.ft or items), so long jobs show as full. */
export interface AvailabilityJob {
  serviceId?: string;
  packageId?: string;
  quantity?: number | string;
}

export function availabilityUrl(date: string, job: AvailabilityJob = {}) {
  const q = new URLSearchParams({ date });
  if (job.serviceId) q.set('serviceId', job.serviceId);
  if (job.serviceId && job.packageId) q.set('packageId', job.packageId);
  const quantity = Number(job.quantity);
  if (job.serviceId && job.packageId && Number.isFinite(quantity) && quantity > 0)
    q.set('quantity', String(quantity));
  return `/api/availability?${q.toString()}`;
}

export const getAvailability = (date: string, job: AvailabilityJob = {}) =>
  api
    .get<{ data: { slots: AvailabilitySlot[] } }>(availabilityUrl(date, job), { auth: false })
    .then((r) => r.data.slots);

/** After a full day: the next dates with a free start time for the same job (soonest first). */
export const getNextFreeDates = (date: string, job: AvailabilityJob = {}) =>
  api
    .get<{ data: NextFreeDates }>(
      availabilityUrl(date, job).replace('/api/availability?', '/api/availability/next-free?'),
      {
        auth: false,
      },
    )
    .then((r) => r.data);

export const calculatePrice = (serviceId: string, packageName: string, area: number, addons: string[]) =>
  api
    .post<{ data: { totalPrice: number } }>(
      `/api/services/${encodeURIComponent(serviceId)}/calculate-price`,
      { packageName, area, addons },
      { auth: false },
    )
    .then((r) => r.data.totalPrice);

export const applyCoupon = (code: string, bookingAmount: number) =>
  api
    .post<{ data: CouponApplyData; message?: string }>('/api/coupons/apply', { code, bookingAmount })
    .then((r) => r.data);

export const completePayment = (bookingId: string, paymentMethod: 'pay_after_service') =>
  api
    .post<{ data: { booking: BookingDto } }>('/api/bookings/complete-payment', { bookingId, paymentMethod })
    .then((r) => r.data.booking);

export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
