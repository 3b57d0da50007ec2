import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarningsPeriod } from '../../../../shared/schemas/earnings';
import { mockApi, renderWithApp } from '../../../test/test-support';
import { EarningsPanel } from './earnings-panel';

const period = (p: Partial<EarningsPeriod>): EarningsPeriod => ({
  from: '2026-11-23',
  to: '2026-11-29',
  jobs: 2,
  minutes: 240,
  hours: 4,
  rating: { average: null, count: 0 },
  tips: 0,
  payRule: { kind: 'hourly', rate: 150 },
  pay: 600,
  cashHeld: 0,
  net: 600,
  ...p,
});

function serve(week: EarningsPeriod) {
  mockApi({
    'GET /api/cleaner/earnings': () => ({
      body: {
        status: 'success',
        data: { timeZone: 'Asia/Kolkata', weekStartsOn: 'Monday', week, month: week },
      },
    }),
  });
}

describe("the cleaner's earnings (issue 37)", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says what the cleaner owes in cash, with the hand-over steps, instead of a negative payout', async () => {
    serve(period({ cashHeld: 1598, net: -998 }));
    renderWithApp(<EarningsPanel />);
    const owed = await screen.findAllByText('You owe ₹998 in cash collected');
    expect(owed).toHaveLength(2);
    expect(screen.getAllByText(/Hand the customers' cash to the office/)).toHaveLength(2);
    expect(screen.queryByText(/₹-|−₹/)).toBeNull();
    expect(screen.queryByText('Net payout')).toBeNull();
  });

  it('shows no pay line while the office has not set a pay rule (no "₹0, rule not set")', async () => {
    serve(period({ payRule: null, pay: 0, net: 0 }));
    renderWithApp(<EarningsPanel />);
    await screen.findAllByText('Net payout');
    expect(screen.queryByText('Pay')).toBeNull();
    expect(screen.queryByText(/rule/i)).toBeNull();
  });

  it('shows the pay and its rule when there is one', async () => {
    serve(period({}));
    renderWithApp(<EarningsPanel />);
    expect(await screen.findAllByText('₹150 an hour')).toHaveLength(2);
  });
});
