import type { BookingDto, CouponApplyData } from '../../../../shared/api-bookings';
import type { CreateBookingInput } from '../../../../shared/schemas/booking';
import { api } from '../../../lib/api-client';

export const createBooking = (input: CreateBookingInput, idempotencyKey: string) =>
  api
    .post<{ data: { booking: BookingDto; seriesBooked: number } }>('/api/bookings', input, {
      headers: { 'idempotency-key': idempotencyKey },
    })
    .then((r) => r.data);

// The availability calls live beside the slot picker: booking, rescheduling and re-cleans all ask them.
export {
  availabilityUrl,
  getAvailability,
  getNextFreeDates,
  type AvailabilityJob,
} from '../../../components/slot-picker/availability-api';

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
