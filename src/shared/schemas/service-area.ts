import { z } from 'zod';
import { text } from './fields';
import { MAX_BOOKING_HORIZON_DAYS } from '../domain/service-area';
import { PINCODE_PATTERN } from '../patterns';
import { validation as v } from '../texts';

export const servicePincodeSchema = z.object({ pincode: z.string(), area: z.string() });
export type ServicePincode = z.infer<typeof servicePincodeSchema>;

/** GET /api/service-area: what the booking forms check before the customer goes further. */
export const serviceAreaSchema = z.object({
  pincodes: z.array(servicePincodeSchema),
  horizonDays: z.number().int(),
  /** The last bookable date today (India), YYYY-MM-DD. */
  lastBookableDate: z.string(),
});
export type ServiceAreaDto = z.infer<typeof serviceAreaSchema>;

export const addPincodeInputSchema = z.strictObject({
  pincode: text().regex(PINCODE_PATTERN, v.pincodeInvalid),
  area: text().max(100, 'Area name can be at most 100 characters').optional().default(''),
});
export type AddPincodeInput = z.infer<typeof addPincodeInputSchema>;

export const pincodeParamsSchema = z.strictObject({
  pincode: z.string().regex(PINCODE_PATTERN, v.pincodeInvalid),
});

export const bookingRulesInputSchema = z.strictObject({
  horizonDays: z
    .number({ error: 'Booking horizon must be a whole number of days' })
    .int('Booking horizon must be a whole number of days')
    .min(1, 'Booking horizon must be at least 1 day')
    .max(MAX_BOOKING_HORIZON_DAYS, `Booking horizon can be at most ${MAX_BOOKING_HORIZON_DAYS} days`),
});
export type BookingRulesInput = z.infer<typeof bookingRulesInputSchema>;
