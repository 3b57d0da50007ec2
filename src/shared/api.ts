import { z } from 'zod';
import { addressWithPointDtoSchema } from './api-address';
import { ERROR_CODES } from './error-codes';
import { LANGUAGES } from './language';

/** Response shapes (DTOs) of the API, shared by the server's response schemas and the web's fetchers. */

export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data, message: z.string().optional() });
}
export const messageEnvelopeSchema = z.object({ status: z.literal('success'), message: z.string() });

export const ROLES = [
  'client',
  'cleaner',
  'admin',
  'dispatcher',
  'support',
  'finance',
  'city_manager',
] as const;
export type Role = (typeof ROLES)[number];

export const userDtoSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  phoneNumber: z.string(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  mustChangePassword: z.boolean(),
  /** A new sign-in email waiting for confirmation from its inbox; null when none. */
  pendingEmail: z.string().nullable(),
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
});
export type UserDto = z.infer<typeof userDtoSchema>;

export const authResponseSchema = z.object({
  status: z.literal('success'),
  token: z.string(),
  data: z.object({
    user: userDtoSchema,
    /** A staff account without a second factor while STAFF_SECOND_FACTOR=required: only its setup opens. */
    secondFactorSetupRequired: z.boolean().optional(),
  }),
  message: z.string().optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const addressDtoSchema = z.object({
  _id: z.string(),
  id: z.string(),
  label: z.enum(['Home', 'Work', 'Other']),
  /** The customer's own name for it; '' when none. */
  name: z.string(),
  /** The one the booking form starts on. */
  isDefault: z.boolean(),
  ...addressWithPointDtoSchema.shape,
});
export type AddressDto = z.infer<typeof addressDtoSchema>;

export const packageDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  duration: z.string(),
  /** Minutes: the flat duration or base; plus minutesPerUnit per item (or per 100 sq.ft); crewSize cleaners. */
  durationMinutes: z.number(),
  minutesPerUnit: z.number(),
  crewSize: z.number(),
  features: z.array(z.string()),
  notCovered: z.array(z.string()),
  variant: z.enum(['normal', 'classic']),
  /** Rupees: per sq.ft, per unit, or for the package, as the service's pricingType says. */
  price: z.number(),
  minArea: z.number().nullable(),
  maxArea: z.number().nullable(),
  extraPerSqft: z.number().nullable(),
  priceMultiplier: z.number(),
  isActive: z.boolean(),
});
export type PackageDto = z.infer<typeof packageDtoSchema>;

export const addonDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  packageNames: z.array(z.string()),
  /** Always sent by the server; optional so older fixtures stay valid. */
  isActive: z.boolean().optional(),
});
export type AddonDto = z.infer<typeof addonDtoSchema>;

export const serviceDtoSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  teaser: z.string(),
  features: z.array(z.string()),
  isActive: z.boolean(),
  /** Lowest package price, rupees. */
  basePrice: z.number(),
  pricingType: z.enum(['sq.ft', 'fixed', 'unit']),
  measurementField: z.object({ label: z.string(), placeholder: z.string(), unit: z.string() }),
  packages: z.array(packageDtoSchema),
  addons: z.array(addonDtoSchema),
});
export type ServiceDto = z.infer<typeof serviceDtoSchema>;

export const publicSettingsSchema = z.object({
  companyName: z.string(),
  phone: z.string(),
  email: z.string(),
  supportEmail: z.string(),
  address: z.string(),
  demoData: z.boolean(),
  demoAccounts: z.array(z.object({ role: z.enum(ROLES), email: z.string(), password: z.string() })),
  razorpayKeyId: z.string().nullable(),
  /** The company's GSTIN; without one, nothing the site writes speaks of GST. */
  gstin: z.string().nullable(),
  /** The live map's tile URL template ({z}/{x}/{y}, MAP_TILE_URL); null: maps show no tiles. */
  mapTileUrl: z.string().nullable(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
