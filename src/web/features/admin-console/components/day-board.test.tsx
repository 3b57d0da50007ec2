import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import type { AdminBookingDto } from '../../../../shared/api-admin';
import { DayBoard } from './day-board';

afterEach(cleanup);

const booking: AdminBookingDto = {
  id: 'b1',
  reference: 'B1',
  customer: { id: 'c', name: 'Nisha Kapoor', email: 'n@example.com', phone: '9876543210' },
  serviceId: 's',
  serviceName: 'Sofa Cleaning',
  packageName: '5 seats',
  scheduledDate: '2026-11-23',
  scheduledTime: '14:00',
  durationMinutes: 180,
  status: 'assigned',
  paymentStatus: 'unpaid',
  paymentMethod: null,
  totalPaise: 99_900,
  cleaner: { id: 'r', name: 'Ravi Verma', phone: '' },
  cleaners: [{ id: 'r', name: 'Ravi Verma', phone: '' }],
  city: 'Indore',
  createdAt: '2026-11-20T10:00:00Z',
};

it('draws a cleaner’s job as a bar from 14:00 for three hours that links to the booking', () => {
  render(
    <MemoryRouter>
      <DayBoard rows={[{ cleaner: { id: 'r', name: 'Ravi Verma' }, jobs: [booking], minutes: 180 }]} />
    </MemoryRouter>,
  );
  // The phone's list and the laptop's timeline (CSS shows one of them) both name the cleaner and hours.
  expect(screen.getAllByText('Ravi Verma')).toHaveLength(2);
  expect(screen.getAllByText('1 job · 3 h')).toHaveLength(2);
  const bar = screen.getByRole('link', { name: /2:00 PM Sofa Cleaning/ });
  expect(bar.getAttribute('href')).toBe('/adminDashboard/bookings/b1');
  expect(bar.style.left).toBe('50%');
  expect(bar.style.width).toBe('25%');
});

it('lists each whole job with its start and end for a phone', () => {
  render(
    <MemoryRouter>
      <DayBoard rows={[{ cleaner: { id: 'r', name: 'Ravi Verma' }, jobs: [booking], minutes: 180 }]} />
    </MemoryRouter>,
  );
  const list = screen.getByRole('list', { name: 'Jobs by cleaner' });
  const job = within(list).getByRole('link', { name: /2:00 PM–5:00 PM Sofa Cleaning/ });
  expect(job.getAttribute('href')).toBe('/adminDashboard/bookings/b1');
  expect(job.textContent).toContain('Assigned');
});
