import { describe, expect, it } from 'vitest';
import { emptyForm, matchService, validateStep, type BookingFormData } from './booking-form-model';
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

describe('validateStep (SPEC §5 booking form)', () => {
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

describe('validateStep with the service area and horizon (issue 17 §6)', () => {
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
