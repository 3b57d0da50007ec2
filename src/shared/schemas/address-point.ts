import { z } from 'zod';
import { addressPointTexts as texts, parsePointInput, pointProblem } from '../domain/address-point';
import { PINCODE_PATTERN, requiredString, text } from './fields';

/**
 * An address's lines as a form gives them (a booking's, a saved one's). Each form words its own
 * messages (the spec's, word for word); the limits are the same everywhere.
 */
export const addressLineFields = (m: {
  line1: string;
  city: string;
  state: string;
  pincodeRequired: string;
  pincodeInvalid: string;
}) => ({
  line1: requiredString(m.line1).max(200, 'Address line is too long'),
  line2: text().max(200, 'Address line is too long').optional().default(''),
  city: requiredString(m.city).max(100, 'City is too long'),
  state: requiredString(m.state).max(100, 'State is too long'),
  pincode: requiredString(m.pincodeRequired).regex(PINCODE_PATTERN, m.pincodeInvalid),
});

const coordinate = z.number({ error: texts.notANumber });

/** An address's optional point (degrees): both or neither, inside India. Null removes it. */
export const addressPointFields = {
  latitude: coordinate.nullable().optional(),
  longitude: coordinate.nullable().optional(),
};

/** The both-or-neither and India rules, reported on `latitude`. */
export const checkAddressPoint = (
  v: { latitude?: number | null; longitude?: number | null },
  ctx: z.RefinementCtx,
) => {
  const problem = pointProblem(v.latitude, v.longitude);
  if (problem) ctx.addIssue({ code: 'custom', path: ['latitude'], message: problem });
};

/** PUT /api/users/addresses/:id/location: the customer's phone's point for a saved address. */
export const addressPointInputSchema = z
  .strictObject({ latitude: coordinate, longitude: coordinate })
  .superRefine(checkAddressPoint);
export type AddressPointInput = z.infer<typeof addressPointInputSchema>;

/**
 * PUT /api/admin/bookings/:id/address-location: an admin's "22.7196, 75.8577" (as a map app copies it);
 * an empty text removes the point.
 */
export const adminAddressPointInputSchema = z.strictObject({
  point: z
    .string({ error: texts.format })
    .max(200, texts.format)
    .transform((text, ctx) => {
      const parsed = parsePointInput(text);
      if (parsed.ok) return parsed.point;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
});
export type AdminAddressPointInput = z.input<typeof adminAddressPointInputSchema>;
