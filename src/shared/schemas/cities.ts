import { z } from 'zod';

/** GET /api/cities: a city the site offers, its PINs and its own prices (packages without one cost the catalogue's). */
export const cityDtoSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  nameHi: z.string(),
  /** The GST place of supply of its bookings. */
  state: z.string(),
  /** Its working hours (HH:MM); null: the company's. */
  openingTime: z.string().nullable(),
  closingTime: z.string().nullable(),
  pincodes: z.array(z.string()),
  /** Rupees by package id: the packages whose price differs in this city. */
  prices: z.record(z.string(), z.number()),
});
export type CityDto = z.infer<typeof cityDtoSchema>;

export const citiesSchema = z.object({ cities: z.array(cityDtoSchema) });
export type CitiesDto = z.infer<typeof citiesSchema>;

export const CITY_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** ?city=slug on the price answers and the admin lists. */
export const citySlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(60)
  .regex(CITY_SLUG_PATTERN, 'Unknown city');

const hhmm = z
  .string()
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Use a time as HH:MM')
  .nullable()
  .optional();

/** PATCH /api/admin/cities/:id (owners): a city's names, GSTIN, working hours, whether the site offers it. */
export const updateCityInputSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'Name is required').max(60).optional(),
    nameHi: z.string().trim().min(1, 'Hindi name is required').max(60).optional(),
    state: z.string().trim().min(2, 'State is required').max(60).optional(),
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[0-9]{2}[A-Z0-9]{13}$/, 'Please enter a valid 15-character GSTIN')
      .nullable()
      .optional(),
    openingTime: hhmm,
    closingTime: hhmm,
    isActive: z.boolean().optional(),
  })
  .refine((c) => Object.keys(c).length > 0, { error: 'Nothing to change' });
export type UpdateCityInput = z.infer<typeof updateCityInputSchema>;

/** PUT /api/admin/cities/:id/prices: a package's own price in the city (null: the catalogue's again). */
export const cityPriceInputSchema = z.strictObject({
  packageId: z.string().uuid('Unknown package'),
  price: z
    .number({ error: 'Price must be a number' })
    .positive('Price must be more than 0')
    .max(10_000_000, 'Price is too large')
    .nullable(),
});
export type CityPriceInput = z.infer<typeof cityPriceInputSchema>;

/** A city as the console shows it: with its GSTIN and whether it is offered. */
export const adminCityDtoSchema = cityDtoSchema.extend({
  gstin: z.string().nullable(),
  isActive: z.boolean(),
});
export type AdminCityDto = z.infer<typeof adminCityDtoSchema>;
