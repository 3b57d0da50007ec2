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
export const citySlugSchema = z.string().trim().toLowerCase().max(60).regex(CITY_SLUG_PATTERN, 'Unknown city');
