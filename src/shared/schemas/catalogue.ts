import { z } from 'zod';
import { validation as v } from '../texts';
import { requiredString } from './fields';

const rupees = z
  .number({ error: 'Price must be a number' })
  .min(0, 'Price cannot be negative')
  .max(10_000_000, 'Price is too large')
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Price can have at most 2 decimals');

/** POST /api/services/:id/calculate-price. `area` is the sq.ft, or the number of units for per-unit services. */
export const calculatePriceInputSchema = z
  .strictObject({
    packageName: z.string().trim().min(1, v.selectPackage).max(100).optional(),
    packageId: z.string().uuid().optional(),
    area: z.number({ error: v.areaRequired }).positive(v.areaPositive).max(1_000_000, 'Area is too large'),
    addons: z.array(z.string().max(100)).max(20).optional(),
  })
  .refine((b) => b.packageName || b.packageId, { path: ['packageName'], error: v.selectPackage });
export type CalculatePriceInput = z.infer<typeof calculatePriceInputSchema>;

export const packageInputSchema = z.strictObject({
  name: requiredString('Package name is required').max(100),
  description: z.string().max(1000).default(''),
  duration: z.string().max(100).default(''),
  features: z.array(z.string().max(200)).max(50).default([]),
  notCovered: z.array(z.string().max(200)).max(50).default([]),
  variant: z.enum(['normal', 'classic']).default('normal'),
  price: rupees,
  minArea: z.number().int().positive().nullable().default(null),
  maxArea: z.number().int().positive().nullable().default(null),
  extraPerSqft: rupees.nullable().default(null),
  isActive: z.boolean().default(true),
});

export const addonInputSchema = z.strictObject({
  name: requiredString('Add-on name is required').max(100),
  price: rupees,
  packageNames: z.array(z.string().max(100)).max(20).default([]),
  /** Left out: active. */
  isActive: z.boolean().optional(),
});

const serviceFields = {
  name: requiredString('Service name is required').max(100),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Slug may use lowercase letters, digits and dashes')
    .max(60)
    .optional(),
  description: z.string().max(2000).default(''),
  teaser: z.string().max(300).default(''),
  features: z.array(z.string().max(200)).max(50).default([]),
  pricingType: z.enum(['sq.ft', 'fixed', 'unit']),
  measurementField: z
    .strictObject({ label: z.string().max(100), placeholder: z.string().max(100), unit: z.string().max(30) })
    .default({ label: 'Area (sq.ft)', placeholder: 'Enter area in sq.ft', unit: 'sq.ft' }),
  isActive: z.boolean().default(true),
  sortOrder: z.number().int().default(0),
  packages: z.array(packageInputSchema).min(1, 'Add at least one package').max(30),
  addons: z.array(addonInputSchema).max(30).default([]),
};

export const createServiceInputSchema = z.strictObject(serviceFields);
export type CreateServiceInput = z.infer<typeof createServiceInputSchema>;

export const updateServiceInputSchema = z.strictObject({
  name: serviceFields.name.optional(),
  description: z.string().max(2000).optional(),
  teaser: z.string().max(300).optional(),
  features: z.array(z.string().max(200)).max(50).optional(),
  pricingType: serviceFields.pricingType.optional(),
  measurementField: z
    .strictObject({ label: z.string().max(100), placeholder: z.string().max(100), unit: z.string().max(30) })
    .optional(),
  isActive: z.boolean().optional(),
  sortOrder: z.number().int().optional(),
  packages: z.array(packageInputSchema).min(1, 'Add at least one package').max(30).optional(),
  addons: z.array(addonInputSchema).max(30).optional(),
});
export type UpdateServiceInput = z.infer<typeof updateServiceInputSchema>;
