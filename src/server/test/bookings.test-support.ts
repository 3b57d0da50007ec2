/** The address most server tests book at: a street in a served Indore PIN code. */
export const MG_ROAD = {
  line1: '12 MG Road',
  line2: '',
  city: 'Indore',
  state: 'Madhya Pradesh',
  pincode: '452001',
} as const;

/**
 * What most tests' POST /api/bookings bodies share: the Basic package, 100 sq.ft (or one item) at 12 MG
 * Road, the customer's phone. A test spreads it and adds its service, day and time.
 */
export const BASIC_VISIT = {
  packageId: 'Basic',
  address: MG_ROAD,
  phoneNumber: '9876543210',
  areaSqft: 100,
} as const;

/** Another served street, for tests whose customers live apart from 12 MG Road's. */
export const PALASIA = { ...MG_ROAD, line1: '4 Palasia' } as const;

/** 12 MG Road with a flat number: what tests of an address's second line send. */
export const MG_ROAD_FLAT_4 = { ...MG_ROAD, line2: 'Flat 4' } as const;
