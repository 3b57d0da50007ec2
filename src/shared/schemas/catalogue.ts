import { citySlugSchema } from './cities';
import { z } from 'zod';
import { validation as v } from '../texts';
import { requiredString, text } from './fields';

const rupees = z
  .number({ error: 'Price must be a number' })
  .min(0, 'Price cannot be negative')
  .max(10_000_000, 'Price is too large')
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Price can have at most 2 decimals');

/** POST /api/services/:id/calculate-price. `area` is the sq.ft, or the number of units for per-unit services. */
export const calculatePriceInputSchema = z
  .strictObject({
    packageName: text().min(1, v.selectPackage).max(100).optional(),
    packageId: z.string().uuid().optional(),
    area: z.number({ error: v.areaRequired }).positive(v.areaPositive).max(1_000_000, 'Area is too large'),
    addons: z.array(text().max(100)).max(20).optional(),
    /** The city's slug (GET /api/cities): its own price where it has one. */
    city: citySlugSchema.optional(),
  })
  .refine((b) => b.packageName || b.packageId, { path: ['packageName'], error: v.selectPackage });
export type CalculatePriceInput = z.infer<typeof calculatePriceInputSchema>;

/**
 * Fields a GET answers that no write sets (ids, derived figures): accepted and dropped, so a client can
 * send back what it read (PUT /api/services/:id). Any other unknown field is still refused.
 */
const readOnly = z.unknown().optional().describe('Read-only: ignored');
function dropReadOnly<T extends Record<string, unknown>, K extends string>(value: T, keys: readonly K[]) {
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy as Omit<T, K>;
}

export const packageTimingFields = {
  /** As PATCH /api/admin/packages/:id/timing sets them; left out, a package keeps its own. */
  durationMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .optional(),
  minutesPerUnit: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .optional(),
  crewSize: z.number().int().min(1).max(10).optional(),
};

export const packageInputSchema = z
  .strictObject({
    _id: readOnly,
    priceMultiplier: readOnly,
    name: requiredString('Package name is required').max(100),
    description: text({ multiline: true }).max(1000).default(''),
    duration: text().max(100).default(''),
    features: z.array(text().max(200)).max(50).default([]),
    notCovered: z.array(text().max(200)).max(50).default([]),
    variant: z.enum(['normal', 'classic']).default('normal'),
    /** Left out: the service's basePrice (from the same request, else the one it was saved with). */
    price: rupees.optional(),
    minArea: z.number().int().positive().nullable().default(null),
    maxArea: z.number().int().positive().nullable().default(null),
    extraPerSqft: rupees.nullable().default(null),
    isActive: z.boolean().default(true),
    ...packageTimingFields,
  })
  .transform((p) => dropReadOnly(p, ['_id', 'priceMultiplier']));
export type PackageInput = z.infer<typeof packageInputSchema>;

export const addonInputSchema = z
  .strictObject({
    _id: readOnly,
    name: requiredString('Add-on name is required').max(100),
    price: rupees,
    packageNames: z.array(text().max(100)).max(20).default([]),
    /** Left out: active. */
    isActive: z.boolean().optional(),
  })
  .transform((a) => dropReadOnly(a, ['_id']));

/** Ours, and the API's first three ("sq.ft, hour or other"): an hourly price is a price per unit of one hour. */
export const PRICING_TYPE_INPUTS = ['sq.ft', 'fixed', 'unit', 'hour', 'other'] as const;
const pricingTypeInput = z.enum(PRICING_TYPE_INPUTS, {
  error: 'Pricing type is sq.ft, fixed, unit, hour or other',
});
export const pricingTypeOf = (t: (typeof PRICING_TYPE_INPUTS)[number]) =>
  t === 'hour' ? 'unit' : t === 'other' ? 'fixed' : t;

const measurementFieldInput = z.strictObject({
  label: text().max(100).optional(),
  placeholder: text().max(100).optional(),
  unit: text().max(30).optional(),
});
/** The measurement field a pricing type gets by default (the area label reads 'Area (sq.ft)'). */
export function defaultMeasurementField(type: (typeof PRICING_TYPE_INPUTS)[number]) {
  if (type === 'hour') return { label: 'Hours', placeholder: 'How many hours?', unit: 'hour' };
  if (type === 'unit') return { label: 'Number of items', placeholder: 'How many?', unit: 'item' };
  return { label: 'Area (sq.ft)', placeholder: 'Enter area in sq.ft', unit: 'sq.ft' };
}

const serviceReadOnly = ['_id', 'createdAt', 'updatedAt', '__v'] as const;
const serviceFields = {
  _id: readOnly,
  createdAt: readOnly,
  updatedAt: readOnly,
  __v: readOnly,
  name: requiredString('Service name is required').max(100),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Slug may use lowercase letters, digits and dashes')
    .max(60)
    .optional(),
  description: text({ multiline: true }).max(2000).default(''),
  teaser: text().max(300).default(''),
  features: z.array(text().max(200)).max(50).default([]),
  /** Rupees: the price of a package sent without one. GET answers the lowest active package's price. */
  basePrice: rupees.optional(),
  pricingType: pricingTypeInput,
  measurementField: measurementFieldInput.optional(),
  /** Without an active package the service is saved as an inactive draft. */
  isActive: z.boolean().default(true),
  sortOrder: z.number().int().default(0),
  packages: z.array(packageInputSchema).max(30).default([]),
  addons: z.array(addonInputSchema).max(30).default([]),
};

/** POST /api/services: a service (name, description, features, isActive, basePrice, pricingType, measurementField; packages optional). */
export const createServiceInputSchema = z.strictObject(serviceFields).transform((input) => ({
  ...dropReadOnly(input, serviceReadOnly),
  pricingType: pricingTypeOf(input.pricingType),
  measurementField: { ...defaultMeasurementField(input.pricingType), ...input.measurementField },
}));
export type CreateServiceInput = z.infer<typeof createServiceInputSchema>;
export type CreateServiceBody = z.input<typeof createServiceInputSchema>;

/** PUT /api/services/:id: any part; what GET /api/services/:id answers is accepted as it is (slug is read-only). */
export const updateServiceInputSchema = z
  .strictObject({
    _id: readOnly,
    createdAt: readOnly,
    updatedAt: readOnly,
    __v: readOnly,
    slug: readOnly,
    name: serviceFields.name.optional(),
    description: text({ multiline: true }).max(2000).optional(),
    teaser: text().max(300).optional(),
    features: z.array(text().max(200)).max(50).optional(),
    basePrice: rupees.optional(),
    pricingType: pricingTypeInput.optional(),
    /** Parts left out keep their values. */
    measurementField: measurementFieldInput.optional(),
    isActive: z.boolean().optional(),
    sortOrder: z.number().int().optional(),
    packages: z.array(packageInputSchema).max(30).optional(),
    addons: z.array(addonInputSchema).max(30).optional(),
  })
  .transform(({ pricingType, measurementField, ...rest }) => ({
    ...dropReadOnly(rest, [...serviceReadOnly, 'slug']),
    ...(pricingType && { pricingType: pricingTypeOf(pricingType) }),
    // An hourly service measures hours unless told otherwise.
    ...((measurementField || pricingType === 'hour') && {
      measurementField: {
        ...(pricingType === 'hour' ? defaultMeasurementField('hour') : {}),
        ...measurementField,
      },
    }),
  }));
export type UpdateServiceInput = z.infer<typeof updateServiceInputSchema>;
