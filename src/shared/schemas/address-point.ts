import { z } from 'zod';
import { addressPointTexts as texts, parsePointInput, pointProblem } from '../domain/address-point';

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
