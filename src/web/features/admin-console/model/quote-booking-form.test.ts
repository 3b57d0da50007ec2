import { describe, expect, it } from 'vitest';
import type { QuoteBookingDraftDto } from '../../../../shared/api-admin';
import { formFromDraft, toQuoteBookingInput } from './quote-booking-form';

const draft: QuoteBookingDraftDto = {
  quote: {
    id: 'q1',
    service: 'office-cleaning',
    area: '1200',
    name: 'Meera',
    phone: '9123400001',
    message: 'Mornings',
    status: 'new',
    bookingId: null,
    createdAt: '2026-12-01T04:30:00.000Z',
  },
  customers: [
    {
      id: '5f1c2b8e-0000-4000-8000-000000000001',
      name: 'Meera Joshi',
      email: 'm@example.com',
      phone: '9123400001',
    },
  ],
  draft: {
    serviceId: 'svc',
    packageId: 'pkg',
    areaSqft: 1200,
    phoneNumber: '9123400001',
    address: {
      line1: '7 Race Course Road',
      line2: '',
      city: 'Indore',
      state: 'Madhya Pradesh',
      pincode: '452003',
    },
    instructions: 'Mornings',
  },
  booking: null,
};

describe('the quote booking form', () => {
  it('opens filled in, its one customer chosen, and sends what the server validates', () => {
    const form = formFromDraft(draft, '2026-12-02');
    expect(form).toMatchObject({
      customerId: draft.customers[0]!.id,
      areaSqft: '1200',
      scheduledDate: '2026-12-02',
      scheduledTime: '',
    });
    const result = toQuoteBookingInput({ ...form, scheduledTime: '10:00' });
    expect(result).toEqual({
      ok: true,
      input: {
        serviceId: 'svc',
        packageId: 'pkg',
        areaSqft: 1200,
        scheduledDate: '2026-12-02',
        scheduledTime: '10:00',
        phoneNumber: '9123400001',
        address: draft.draft.address,
        instructions: 'Mornings',
        customerId: draft.customers[0]!.id,
      },
    });
  });

  it('names each missing field with the shared messages', () => {
    const form = formFromDraft(
      { ...draft, customers: [], draft: { ...draft.draft, address: null } },
      '2026-12-02',
    );
    expect(form.customerId).toBe('');
    const result = toQuoteBookingInput({ ...form, areaSqft: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      scheduledTime: 'Service time is required',
      areaSqft: expect.any(String),
      'address.line1': expect.any(String),
      'address.pincode': expect.any(String),
    });
  });
});
