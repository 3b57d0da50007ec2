import type { PlanDiscounts } from '../../../shared/domain/series-plan';
import type { CreateServiceInput } from '../../../shared/schemas/catalogue';

type SeedPackage = Partial<CreateServiceInput['packages'][number]> & { name: string; price: number };
type SeedService = Omit<
  CreateServiceInput,
  'packages' | 'addons' | 'isActive' | 'sortOrder' | 'measurementField' | 'features'
> & {
  slug: string;
  features: string[];
  measurementField: CreateServiceInput['measurementField'];
  packages: SeedPackage[];
  addons?: CreateServiceInput['addons'];
};

const area = { label: 'Area (sq.ft)', placeholder: 'Enter area in sq.ft', unit: 'sq.ft' };

/** The seed catalogue: seven services, in the order the site lists services. */
export const seedCatalogue: SeedService[] = [
  {
    slug: 'office-cleaning',
    name: 'Office Cleaning',
    teaser: 'Regular office cleaning for a productive workspace.',
    description:
      'Desks, floors, pantries and washrooms cleaned by trained, vetted professionals, priced by the square foot.',
    features: ['Vetted professionals', 'Eco-friendly supplies', 'Flexible hours'],
    pricingType: 'sq.ft',
    measurementField: area,
    packages: [
      {
        name: 'Basic',
        price: 65,
        variant: 'normal',
        description: 'Everyday office cleaning.',
        features: ['Dusting', 'Floor mopping', 'Vacuuming', 'Kitchen and bathroom surfaces', 'Emptying bins'],
      },
      {
        name: 'Premium',
        price: 95,
        variant: 'classic',
        description: 'Everything in Basic, plus the details.',
        features: [
          'Everything in Basic',
          'High dusting',
          'Appliances',
          'Microwave and fridge interiors',
          'Linens',
          'Spot cleaning',
        ],
      },
    ],
  },
  {
    slug: 'home-cleaning',
    name: 'Home Cleaning',
    teaser: 'Comprehensive home cleaning tailored to your needs.',
    description:
      'Whole-home cleaning packages for 1, 2 and 3 BHK homes, from a standard clean to a deep clean.',
    features: ['All rooms, kitchen and bathrooms', 'Trained team with equipment', 'Satisfaction guaranteed'],
    pricingType: 'fixed',
    measurementField: area,
    packages: [
      {
        name: '1 BHK Standard',
        price: 850,
        variant: 'normal',
        maxArea: 600,
        duration: 'About 8 hrs 30 mins',
        description: 'Up to 600 sq.ft',
        features: ['Dusting and mopping', 'Kitchen surfaces', 'Bathroom cleaning'],
      },
      {
        name: '1 BHK Deep Clean',
        price: 1500,
        variant: 'classic',
        maxArea: 600,
        description: 'Up to 600 sq.ft',
        features: ['Everything in Standard', 'Deep stain removal', 'Inside cabinets', 'Windows and grills'],
      },
      {
        name: '2 BHK Standard',
        price: 4000,
        variant: 'normal',
        minArea: 800,
        maxArea: 1000,
        description: '800-1,000 sq.ft',
        features: ['Dusting and mopping', 'Kitchen surfaces', 'Bathroom cleaning'],
      },
      {
        name: '2 BHK Deep Clean',
        price: 6000,
        variant: 'classic',
        minArea: 800,
        maxArea: 1000,
        description: '800-1,000 sq.ft',
        features: ['Everything in Standard', 'Deep stain removal', 'Inside cabinets', 'Windows and grills'],
      },
      {
        name: '3 BHK',
        price: 6000,
        variant: 'normal',
        minArea: 1000,
        maxArea: 1500,
        extraPerSqft: 3,
        description: '1,000-1,500 sq.ft; ₹3 per extra sq.ft',
        features: ['All rooms and balconies', 'Kitchen and bathrooms', 'Windows and grills'],
      },
    ],
  },
  {
    slug: 'kitchen-cleaning',
    name: 'Kitchen Cleaning',
    teaser: 'Thorough kitchen cleaning including appliances and surfaces.',
    description: 'Degreasing of slabs, tiles, sink and cabinets, with appliance add-ons.',
    features: ['Degreasing', 'Cabinets inside and out', 'Sink and tiles'],
    pricingType: 'fixed',
    measurementField: area,
    packages: [
      {
        name: 'Normal',
        price: 1500,
        variant: 'normal',
        features: ['Slab and tiles degreasing', 'Sink and taps', 'Cabinet exteriors', 'Floor'],
        notCovered: ['Chimney', 'Refrigerator', 'Microwave', 'Electric work'],
      },
      {
        name: 'Deep/Modular',
        price: 2000,
        variant: 'classic',
        features: [
          'Everything in Normal',
          'Modular cabinets inside and out',
          'Trolleys and drawers',
          'Exhaust fan',
        ],
      },
    ],
    addons: [
      { name: 'Microwave', price: 299, packageNames: [] },
      { name: 'Chimney', price: 599, packageNames: [] },
      { name: 'Refrigerator', price: 399, packageNames: [] },
      { name: 'Mixture', price: 99, packageNames: ['Normal'] },
    ],
  },
  {
    slug: 'sofa-cleaning',
    name: 'Sofa Cleaning',
    teaser: 'Deep sofa and upholstery cleaning for freshness.',
    description: 'Shampoo and extraction cleaning of sofas and mattresses, priced per sofa or mattress.',
    features: ['Shampoo and vacuum extraction', 'Stain treatment', 'Quick drying'],
    pricingType: 'unit',
    measurementField: {
      label: 'Number of sofas/mattresses',
      placeholder: 'How many sofas or mattresses?',
      unit: 'sofa/mattress',
    },
    packages: [
      {
        name: 'Normal',
        price: 499,
        variant: 'normal',
        description: 'Per sofa or mattress',
        features: ['Dry vacuuming', 'Shampoo cleaning', 'Spot stain removal'],
      },
      {
        name: 'Premium',
        price: 799,
        variant: 'classic',
        description: 'Per sofa or mattress',
        features: ['Everything in Normal', 'Deep extraction', 'Anti-bacterial treatment', 'Odour removal'],
      },
    ],
  },
  {
    slug: 'shop-cleaning',
    name: 'Shop Cleaning',
    teaser: 'Commercial shop cleaning to keep your storefront inviting.',
    description: 'Storefront, shelves, glass and floors cleaned before or after business hours.',
    features: ['Before or after business hours', 'Glass and display cleaning', 'Floor scrubbing'],
    pricingType: 'fixed',
    measurementField: area,
    packages: [
      {
        name: 'Basic',
        price: 999,
        variant: 'normal',
        features: ['Floor mopping', 'Dusting shelves', 'Glass front cleaning'],
      },
      {
        name: 'Complete',
        price: 1599,
        variant: 'classic',
        features: ['Everything in Basic', 'Floor scrubbing', 'Display units', 'Washroom cleaning'],
      },
    ],
  },
  {
    slug: 'water-tank-cleaning',
    name: 'Water Tank Cleaning',
    teaser: 'Safe and hygienic water tank maintenance and cleaning.',
    description:
      'Draining, sludge removal, scrubbing and disinfection of overhead and underground tanks, priced per tank.',
    features: ['Sludge removal', 'Anti-bacterial disinfection', 'Safe for drinking water'],
    pricingType: 'unit',
    measurementField: { label: 'Number of tanks', placeholder: 'How many tanks?', unit: 'tank' },
    packages: [
      {
        name: 'Basic',
        price: 799,
        variant: 'normal',
        description: 'Per tank',
        features: ['Draining', 'Sludge removal', 'Scrubbing'],
      },
      {
        name: 'Deep',
        price: 1299,
        variant: 'classic',
        description: 'Per tank',
        features: ['Everything in Basic', 'High-pressure jet cleaning', 'UV disinfection'],
      },
    ],
  },
  {
    slug: 'bathroom-cleaning',
    name: 'Bathroom Cleaning',
    teaser: 'Sanitised and sparkling bathrooms with attention to detail.',
    description: 'Tiles, fittings, toilet and mirrors descaled and sanitised, priced per bathroom.',
    features: ['Descaling of tiles and fittings', 'Toilet sanitisation', 'Mirror and glass polish'],
    pricingType: 'unit',
    measurementField: { label: 'Number of bathrooms', placeholder: 'How many bathrooms?', unit: 'bathroom' },
    packages: [
      {
        name: 'Normal',
        price: 349,
        variant: 'normal',
        duration: '60 mins',
        description: 'Per bathroom',
        features: ['Toilet and basin cleaning', 'Floor and wall tiles', 'Mirror cleaning'],
      },
      {
        name: 'Classic',
        price: 499,
        variant: 'classic',
        duration: '1 hr 20 mins',
        description: 'Per bathroom',
        features: ['Everything in Normal', 'Hard-water stain removal', 'Exhaust and fittings descaling'],
      },
    ],
  },
];

/** The demo's plan discounts, in whole percent (the owner sets them in the console's Coupons page). */
export const DEMO_PLAN_DISCOUNTS: PlanDiscounts = { weekly: 10, 'bi-weekly': 5, monthly: 5 };

export const seedCoupons = [
  {
    code: 'SAVE10',
    description: '10% off any booking',
    discountType: 'percent' as const,
    discountValue: 10,
    isPublic: true,
  },
  {
    code: 'WELCOME20',
    description: '20% off your first booking, up to ₹300',
    discountType: 'percent' as const,
    discountValue: 20,
    maxDiscountPaise: 30_000,
    firstBookingOnly: true,
    isPublic: true,
  },
  {
    code: 'FLAT200',
    description: '₹200 off orders of ₹1,500 or more',
    discountType: 'flat' as const,
    discountValue: 20_000,
    minOrderPaise: 150_000,
  },
  {
    code: 'EXPIRED50',
    description: '50% off (expired)',
    discountType: 'percent' as const,
    discountValue: 50,
    expiresAt: new Date('2025-01-01T00:00:00Z'),
  },
  {
    code: 'LAUNCH50',
    description: '₹50 off, for the first 3 bookings only',
    discountType: 'flat' as const,
    discountValue: 5_000,
    usageLimit: 3,
  },
];

export const demoAccounts = [
  {
    role: 'client' as const,
    name: 'Demo Customer',
    email: 'demo@chamak.in',
    phone: '9876543210',
    password: 'Demo@1234',
  },
  {
    role: 'admin' as const,
    name: 'Demo Admin',
    email: 'admin@chamak.in',
    phone: '9876500000',
    password: 'Admin@1234',
  },
  {
    role: 'cleaner' as const,
    name: 'Ravi Verma',
    email: 'ravi@chamak.in',
    phone: '9876500001',
    password: 'Cleaner@1234',
  },
  {
    role: 'cleaner' as const,
    name: 'Sunita Yadav',
    email: 'sunita@chamak.in',
    phone: '9876500002',
    password: 'Cleaner@1234',
  },
  {
    role: 'cleaner' as const,
    name: 'Arjun Patel',
    email: 'arjun@chamak.in',
    phone: '9876500003',
    password: 'Cleaner@1234',
  },
];

/**
 * The demo's second city (issue 38): a few Bhopal PINs, two cleaners and its own prices on some packages
 * (the rest cost the catalogue's price there). Indore is the migration's city with today's PINs.
 */
export const DEMO_BHOPAL = {
  slug: 'bhopal',
  nameEn: 'Bhopal',
  nameHi: 'भोपाल',
  state: 'Madhya Pradesh',
  sortOrder: 1,
  pincodes: [
    { pincode: '462001', area: 'Bhopal city (GPO)', lat: 23.2599, lng: 77.4126 },
    { pincode: '462002', area: 'Bhopal city' },
    { pincode: '462003', area: 'Bhopal city' },
  ],
  /** Rupees, by service slug and package name. */
  prices: [
    { service: 'home-cleaning', pkg: '1 BHK Standard', price: 749 },
    { service: 'home-cleaning', pkg: '2 BHK Standard', price: 3600 },
    { service: 'kitchen-cleaning', pkg: 'Normal', price: 1350 },
    { service: 'sofa-cleaning', pkg: 'Normal', price: 449 },
    { service: 'bathroom-cleaning', pkg: 'Normal', price: 299 },
  ],
  cleaners: [
    { name: 'Meena Khan', email: 'meena@chamak.in', phone: '9876500021', password: 'Cleaner@1234' },
    { name: 'Rahul Sharma', email: 'rahul@chamak.in', phone: '9876500022', password: 'Cleaner@1234' },
  ],
} as const;
