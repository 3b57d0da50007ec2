import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logIn, mockApi, renderWithApp } from '../../../test/test-support';
import { DispatchDecisionCard } from './dispatch-decision-card';

const serve = (data: unknown) =>
  mockApi({ 'GET /api/admin/bookings/b1/dispatch': () => ({ body: { status: 'success', data } }) });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the booking page's dispatch line (issue 35)", () => {
  it('names the crew an offer waits on and until when, India time', async () => {
    logIn();
    serve({
      decision: null,
      offer: {
        crew: ['Ravi Verma', 'Arjun Patel'],
        explanation: 'nearest free crew, 2.1 km from their previous job, 4.8★, 6 h booked this week',
        offeredAt: '2026-12-01T04:30:00.000Z',
        expiresAt: '2026-12-01T04:40:00.000Z',
      },
    });
    renderWithApp(<DispatchDecisionCard bookingId="b1" />);
    const line = await screen.findByTestId('dispatch-decision');
    expect(line.textContent).toBe(
      'Offered to Ravi Verma, Arjun Patel, answer by 10:10 AM: nearest free crew, 2.1 km from their previous job, 4.8★, 6 h booked this week',
    );
  });

  it('shows the decision once made (an answer without the offer field too)', async () => {
    logIn();
    serve({ decision: { outcome: 'assigned', explanation: 'the only free cleaner', decidedAt: '' } });
    renderWithApp(<DispatchDecisionCard bookingId="b1" />);
    expect((await screen.findByTestId('dispatch-decision')).textContent).toBe(
      'Assigned by dispatch: the only free cleaner',
    );
  });

  it('lists earlier offers by name: declined with the reason, unanswered, withdrawn', async () => {
    logIn();
    const past = (state: string, extra: object) => ({
      crew: ['Ravi Verma'],
      state,
      offeredAt: '2026-12-01T04:30:00.000Z',
      endedAt: '2026-12-01T04:35:00.000Z',
      answeredBy: null,
      declineReason: null,
      ...extra,
    });
    serve({
      decision: null,
      offer: null,
      pastOffers: [
        past('declined', { answeredBy: 'Ravi Verma', declineReason: 'Too far' }),
        past('expired', { crew: ['Sunita Yadav'] }),
        past('withdrawn', { crew: ['Arjun Patel'] }),
      ],
    });
    renderWithApp(<DispatchDecisionCard bookingId="b1" />);
    const list = await screen.findByRole('region', { name: 'Earlier offers' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Ravi Verma declined at 10:05 AM: Too far',
      'Sunita Yadav did not answer by 10:05 AM',
      'Offer to Arjun Patel withdrawn at 10:05 AM',
    ]);
  });
});
