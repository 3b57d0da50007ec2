import { describe, expect, it } from 'vitest';
import { createBookingInputSchema } from '../../../../shared/schemas/booking';
import { validation } from '../../../../shared/texts';
import {
  bandOf,
  emptyForm,
  firstInvalidStep,
  matchPackage,
  matchService,
  stepIndex,
  toCreateBookingInput,
  validateDraft,
  validateStep,
  type BookingFormData,
} from './booking-draft';
import { bookingRulesOf } from './booking-rules';

const today = '2026-12-01';
const filled = (patch: Partial<BookingFormData> = {}): BookingFormData => ({
  ...emptyForm(),
  serviceId: 's1',
  packageId: 'p1',
  customerName: 'Asha',
  customerEmail: 'asha@example.com',
  phoneNumber: '9876543210',
  address: { line1: '1 MG Road', line2: '', city: 'Indore', state: 'MP', pincode: '452001' },
  areaSqft: '100',
  scheduledDate: '2026-12-02',
  scheduledTime: '10:00',
  ...patch,
});

describe('validateStep (the booking form rules)', () => {
  it.each([
    [
      0,
      { serviceId: '', packageId: '' },
      { serviceId: 'Please select a service', packageId: 'Please select a package' },
    ],
    [
      1,
      { customerName: ' ', customerEmail: '', phoneNumber: '' },
      {
        customerName: 'Name is required',
        customerEmail: 'Email is required',
        phoneNumber: 'Phone number is required',
      },
    ],
    [
      1,
      { customerEmail: 'x@', phoneNumber: '5876543210' },
      {
        customerEmail: 'Please enter a valid email address',
        phoneNumber: 'Please enter a valid 10-digit mobile number',
      },
    ],
    [
      1,
      { address: { line1: '', line2: '', city: '', state: '', pincode: '' } },
      {
        'address.line1': 'Address line 1 is required',
        'address.city': 'City is required',
        'address.state': 'State is required',
        'address.pincode': 'Pincode is required',
      },
    ],
    [
      1,
      { address: { line1: 'x', line2: '', city: 'x', state: 'x', pincode: '4520' } },
      { 'address.pincode': 'Pincode must be 6 digits' },
    ],
    [
      2,
      { areaSqft: '', scheduledDate: '', scheduledTime: '' },
      {
        areaSqft: 'Area in sq.ft is required',
        scheduledDate: 'Service date is required',
        scheduledTime: 'Service time is required',
      },
    ],
    [
      2,
      { areaSqft: '-4', scheduledDate: '2026-11-30' },
      { areaSqft: 'Area must be a positive number', scheduledDate: 'Service date cannot be in the past' },
    ],
  ] as const)('step %i with %j gives %j', (step, patch, errors) => {
    expect(validateStep(step, filled(patch as Partial<BookingFormData>), today)).toEqual(errors);
  });

  it('passes a complete form on every step', () => {
    for (const step of [0, 1, 2]) expect(validateStep(step, filled(), today)).toEqual({});
  });
});

describe('matchService', () => {
  const services = [{ _id: 'id-1', slug: 'water-tank-cleaning', name: 'Water Tank Cleaning' }];
  it.each(['id-1', 'water-tank-cleaning', 'Water-Tank-Cleaning', 'water tank cleaning'])(
    'finds the service from %s',
    (wanted) => {
      expect(matchService(services, wanted)?._id).toBe('id-1');
    },
  );
  it('finds nothing for an unknown name', () => expect(matchService(services, 'car wash')).toBeUndefined());
});

describe('validateStep with the service area and horizon', () => {
  const rules = bookingRulesOf({
    pincodes: [{ pincode: '452001', area: 'Indore' }],
    horizonDays: 90,
    lastBookableDate: '2027-03-01',
  });

  it.each([
    ['452001', {}],
    ['400001', { 'address.pincode': "We don't serve this pincode yet" }],
    ['4000', { 'address.pincode': 'Pincode must be 6 digits' }],
  ])('Details: pincode %s', (pincode, errors) => {
    const form = filled({ address: { ...filled().address, pincode } });
    expect(validateStep(1, form, today, rules)).toEqual(errors);
  });

  it.each([
    ['2027-03-01', {}],
    [
      '2027-03-02',
      {
        scheduledDate: 'Bookings open up to 90 days ahead: please choose a date on or before Mon, 1 Mar 2027',
      },
    ],
  ])('Schedule: date %s', (scheduledDate, errors) => {
    expect(validateStep(2, filled({ scheduledDate }), today, rules)).toEqual(errors);
  });

  it('checks neither before the rules have loaded (the server still does)', () => {
    const form = filled({ scheduledDate: '2030-01-01', address: { ...filled().address, pincode: '400001' } });
    expect(validateStep(1, form, today)).toEqual({});
    expect(validateStep(2, form, today)).toEqual({});
  });
});

describe('phone numbers as people type them', () => {
  it.each(['+91 98260 12345', '98260-12345', '098260 12345', '9826012345', '91 98260 12345'])(
    '%s is accepted and sent as its 10 digits',
    (phoneNumber) => {
      const form = filled({ phoneNumber });
      expect(validateStep(1, form, today)).toEqual({});
      expect(toCreateBookingInput(form).phoneNumber).toBe('9826012345');
    },
  );

  it('a landline is refused on the form with its own message', () => {
    expect(validateStep(1, filled({ phoneNumber: '7126485921' }), today)).toEqual({
      phoneNumber: validation.mobileNotLandline,
    });
  });
});

describe('toCreateBookingInput: one payload for both flows', () => {
  it('is what the API accepts, with trimmed text and the area as a number', () => {
    const payload = toCreateBookingInput(
      filled({ customerName: ' Asha ', instructions: ' gate code 12 ', frequency: 'weekly' }),
      { couponCode: 'SAVE10', whatsappOptIn: true },
    );
    expect(payload).toMatchObject({
      customerName: 'Asha',
      instructions: 'gate code 12',
      areaSqft: 100,
      frequency: 'weekly',
      couponCode: 'SAVE10',
      whatsappOptIn: true,
    });
    expect(createBookingInputSchema.safeParse(payload).success).toBe(true);
  });

  it('leaves out a coupon not applied and an opt-in not ticked', () => {
    const payload = toCreateBookingInput(filled());
    expect(payload).not.toHaveProperty('couponCode');
    expect(payload).not.toHaveProperty('whatsappOptIn');
  });

  it('asks for the preferred cleaner of "Book Ravi again" only while ticked', () => {
    const ravi = { id: '7d3c1d7e-2f0b-4c39-9d55-5b0b7d7f6a10', name: 'Ravi', wanted: true };
    const payload = toCreateBookingInput(filled({ preferredCleaner: ravi }));
    expect(payload.preferredCleanerId).toBe(ravi.id);
    expect(createBookingInputSchema.safeParse(payload).success).toBe(true);
    const unticked = toCreateBookingInput(filled({ preferredCleaner: { ...ravi, wanted: false } }));
    expect(unticked).not.toHaveProperty('preferredCleanerId');
  });

  it("sends the address's point only when it has one", () => {
    const base = filled();
    const located = { ...base, address: { ...base.address, latitude: 22.7196, longitude: 75.8577 } };
    const payload = toCreateBookingInput(located);
    expect(payload.address).toMatchObject({ latitude: 22.7196, longitude: 75.8577 });
    expect(createBookingInputSchema.safeParse(payload).success).toBe(true);
    const removed = { ...base, address: { ...base.address, latitude: null, longitude: null } };
    expect(toCreateBookingInput(removed).address).not.toHaveProperty('latitude');
  });

  it("refuses a half-given or foreign point at the details step, with the API's message", () => {
    const base = filled();
    const abroad = { ...base, address: { ...base.address, latitude: 51.5, longitude: -0.12 } };
    expect(validateDraft(abroad, today)['address.latitude']).toBe(
      'This location is outside India: check the latitude and longitude',
    );
  });
});

describe('the one-page flow checks every step at once; /booking finds the first step to fix', () => {
  it('gives all messages of an empty draft', () => {
    expect(Object.keys(validateDraft(emptyForm(), today)).sort()).toEqual([
      'address.line1',
      'address.pincode',
      'areaSqft',
      'customerEmail',
      'customerName',
      'packageId',
      'phoneNumber',
      'scheduledDate',
      'scheduledTime',
      'serviceId',
    ]);
  });

  it.each([
    [{}, -1],
    [{ packageId: '' }, 0],
    [{ customerEmail: 'nope' }, 1],
    [{ scheduledTime: '' }, 2],
  ] as const)('%j: first invalid step %i', (patch, step) => {
    expect(firstInvalidStep(filled(patch as Partial<BookingFormData>), today)).toBe(step);
  });

  it('only looks at the steps before the one asked for', () => {
    expect(firstInvalidStep(filled({ scheduledTime: '' }), today, {}, 2)).toBe(-1);
  });
});

describe('step URLs, packages and time bands', () => {
  it.each([
    [null, 0],
    ['service', 0],
    ['details', 1],
    ['schedule', 2],
    ['confirm', 3],
    ['elsewhere', 0],
  ])('?step=%s is step %i', (param, index) => expect(stepIndex(param)).toBe(index));

  const packages = [
    { _id: 'p-1', name: '1 BHK Deep Clean' },
    { _id: 'p-2', name: '2 BHK Deep Clean' },
  ];
  it.each(['p-2', '2 BHK Deep Clean', '2 bhk deep clean'])('package %s is 2 BHK', (wanted) =>
    expect(matchPackage(packages, wanted)?._id).toBe('p-2'),
  );
  it('no package for an unknown one', () => expect(matchPackage(packages, '9 BHK')).toBeUndefined());

  it.each([
    ['09:00', 'Morning'],
    ['12:00', 'Afternoon'],
    ['18:00', 'Evening'],
    ['', undefined],
  ])('%s is in the %s band', (time, band) => expect(bandOf(time)).toBe(band));
});
