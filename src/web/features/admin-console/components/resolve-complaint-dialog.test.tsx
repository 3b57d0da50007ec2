import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../../shared/api';
import type { ComplaintDto } from '../../../../shared/api-after-visit';
import { clearSession, setSession } from '../../../lib/auth-store';
import { renderWithApp } from '../../../test/test-support';
import { ResolveComplaintDialog } from './resolve-complaint-dialog';

const complaint = (paymentStatus: string): ComplaintDto => ({
  _id: 'c1',
  bookingId: 'b1',
  category: 'missed-area',
  description: 'The balcony was left',
  status: 'open',
  resolutionNote: '',
  refundAmount: null,
  recleanBookingId: null,
  resolvedAt: null,
  createdAt: '2026-11-28T04:00:00Z',
  photos: [],
  booking: {
    serviceName: 'Home Cleaning',
    customerName: 'Leela Joshi',
    scheduledDate: '2026-11-27',
    scheduledTime: '09:00',
    totalAmount: 1499,
    paymentStatus,
  },
});

const signIn = (role: Role) =>
  setSession(
    't',
    {
      _id: 'u1',
      id: 'u1',
      name: 'Staff',
      email: 'staff@chamak.in',
      phone: '9876500000',
      phoneNumber: '9876500000',
      role,
      isActive: true,
      mustChangePassword: false,
      pendingEmail: null,
      language: 'en',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    false,
  );

describe('resolving a complaint', () => {
  beforeEach(() => signIn('admin'));
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it("offers the refund with the amount the customer paid (issue 37: 'Refund' alone said nothing)", () => {
    renderWithApp(<ResolveComplaintDialog complaint={complaint('paid')} onClose={() => {}} />);
    expect(screen.getByRole('option', { name: 'Refund (up to ₹1,499 paid)' })).toBeTruthy();
  });

  it('says why there is no refund when nothing was paid online', () => {
    renderWithApp(<ResolveComplaintDialog complaint={complaint('unpaid')} onClose={() => {}} />);
    const option = screen.getByRole('option', { name: 'Refund (not paid online)' }) as HTMLOptionElement;
    expect(option.disabled).toBe(true);
  });

  it('offers support no refund: the permission table gives refunds to finance and managers', () => {
    signIn('support');
    renderWithApp(<ResolveComplaintDialog complaint={complaint('paid')} onClose={() => {}} />);
    expect(screen.queryByRole('option', { name: /Refund/ })).toBeNull();
    expect(screen.getByRole('option', { name: 'Close with a note' })).toBeTruthy();
  });
});
