import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AvailabilitySlot } from '../../../shared/api-bookings';
import { activateLanguage } from '../../i18n/i18n';
import { SlotPicker } from './slot-picker';

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

// An empty day (3 crews, none booked) for an 8 hrs 30 mins job: after 11 AM it would end too late.
const emptyDay: AvailabilitySlot[] = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00'].map((time) => {
  const late = time >= '12:00';
  return {
    time,
    available: !late,
    free: late ? 0 : 3,
    capacity: 3,
    booked: late ? 3 : 0,
    endsTooLate: late,
    jobMinutes: 510,
  };
});

const picker = () => render(<SlotPicker slots={emptyDay} value="" onChange={() => {}} loading={false} />);

describe('slot picker on an empty day for a long job', () => {
  it('says the job is too long to start late, not that every crew is booked', () => {
    picker();
    expect(screen.queryByText('Full: every crew is booked')).toBeNull();
    expect(
      screen.getAllByText('Too late: this job takes about 8 hrs 30 mins; start by 11:00 AM'),
    ).toHaveLength(2);
    expect(
      screen.getByText(
        'This job takes about 8 hrs 30 mins: start by 11:00 AM so it ends within working hours.',
      ),
    ).toBeTruthy();
  });

  it('says so in Hindi', async () => {
    await activateLanguage('hi');
    picker();
    expect(screen.queryByText('भरा: हर टीम बुक है')).toBeNull();
    expect(screen.getByText(/^यह काम लगभग 8 घंटे 30 मिनट का है: .*11:00 तक शुरू करें/)).toBeTruthy();
  });

  it('still says Full when every crew is booked', () => {
    const full = emptyDay.map((s) => ({ ...s, available: false, free: 0, endsTooLate: false }));
    render(<SlotPicker slots={full} value="" onChange={() => {}} loading={false} />);
    expect(screen.getAllByText('Full: every crew is booked')).toHaveLength(6);
    expect(screen.queryByText(/This job takes about/)).toBeNull();
  });
});
