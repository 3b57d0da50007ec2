import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  couponApplyDataSchema,
  createdBookingSchema,
  oneBookingSchema,
  priceQuoteSchema,
} from '../../../../shared/api-bookings';
import type { CreateBookingInput } from '../../../../shared/schemas/booking';

export const createBooking = (input: CreateBookingInput, idempotencyKey: string) =>
  parsedApi.post('/api/bookings', input, createdBookingSchema, {
    headers: { 'idempotency-key': idempotencyKey },
  });

// The availability calls live beside the slot picker: booking, rescheduling and re-cleans all ask them.
export {
  availabilityUrl,
  getAvailability,
  getNextFreeDates,
  useAvailability,
  useNextFreeDates,
  type AvailabilityJob,
} from '../../../components/slot-picker/availability-api';
import { bookingFlowKeys } from './booking-flow-keys';
import { parsedApi } from '../../../lib/api-parse';

/** A package of a service for an area (or count) with add-ons: what a price is asked for. */
export interface PriceChoice {
  serviceId: string;
  packageName: string;
  area: number;
  addons: string[];
}

export const calculatePrice = ({ serviceId, packageName, area, addons }: PriceChoice) =>
  parsedApi
    .post(
      `/api/services/${encodeURIComponent(serviceId)}/calculate-price`,
      { packageName, area, addons },
      priceQuoteSchema,
      { auth: false },
    )
    .then((d) => d.totalPrice);

export const priceQueryOptions = (choice: PriceChoice) =>
  queryOptions({
    queryKey: bookingFlowKeys.price(choice),
    queryFn: () => calculatePrice(choice),
    // A price the server refuses (an area out of range) is an answer, not a hiccup to retry.
    retry: false,
  });

/**
 * The server's price for a choice, or none while it is incomplete (`null`). With `keepPrevious`, the last
 * price stays shown while the next one loads (a live price as the customer types).
 */
export const usePrice = (choice: PriceChoice | null, { keepPrevious = false } = {}) =>
  useQuery({
    ...priceQueryOptions(choice ?? { serviceId: '', packageName: '', area: 0, addons: [] }),
    enabled: !!choice,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });

export const applyCoupon = (code: string, bookingAmount: number) =>
  parsedApi.post('/api/coupons/apply', { code, bookingAmount }, couponApplyDataSchema);

export const completePayment = (bookingId: string, paymentMethod: 'pay_after_service') =>
  parsedApi
    .post('/api/bookings/complete-payment', { bookingId, paymentMethod }, oneBookingSchema)
    .then((d) => d.booking);

export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
