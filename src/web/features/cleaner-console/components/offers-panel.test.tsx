import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerMessages, type JobOfferDto } from '../../../../shared/schemas/dispatch-offers';
import { ToastHost } from '../../../components/ui/toast-host';
import { activateLanguage } from '../../../i18n/i18n';
import { logIn, mockApi, renderWithApp } from '../../../test/test-support';
import { stillOpen } from '../offline/offline-offers';
import { OffersPanel } from './offers-panel';

const offer = (o: Partial<JobOfferDto> = {}): JobOfferDto => ({
  laterVisits: 0,
  _id: 'o1',
  bookingId: 'b1',
  serviceName: 'Office Cleaning',
  packageName: 'Basic',
  scheduledDate: '2026-12-02',
  scheduledTime: '10:00',
  durationMinutes: 120,
  area: 'Indore 452001',
  pay: 400,
  payRule: 'per_job',
  distanceKm: 2.5,
  crewSize: 2,
  expiresAt: '2026-12-01T05:10:00.000Z',
  ...o,
});

function serve(offers: JobOfferDto[], accept: () => { status?: number; body: unknown }) {
  return mockApi({
    'GET /api/cleaner/offers': () => ({ body: { status: 'success', data: { offers } } }),
    'POST /api/cleaner/offers/o1/accept': accept,
  });
}

const renderPanel = () =>
  renderWithApp(
    <>
      <OffersPanel waiting={[]} />
      <ToastHost />
    </>,
  );

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => activateLanguage('en'));
});

describe('offers in the cleaner app (issue 35 item 2)', () => {
  it('lists an offer with what it pays, where, how far and by when; Accept takes it and says so', async () => {
    logIn();
    const api = serve([offer()], () => ({
      body: { status: 'success', data: { _id: 'o1', bookingId: 'b1', state: 'accepted' } },
    }));
    renderPanel();
    const card = await screen.findByTestId('job-offer');
    expect(card.textContent).toContain('Office Cleaning, Wed, 2 Dec 2026 at 10:00 AM');
    expect(card.textContent).toContain('Indore 452001');
    expect(card.textContent).toContain('You earn ₹400 · 2.5 km from your previous job · Crew of 2');
    expect(card.textContent).toContain('Answer by 10:40 AM');
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Job accepted', undefined, { timeout: 5000 })).toBeTruthy();
    const sent = api.calls.find((c) => c.method === 'POST')!;
    expect(sent.url).toBe('/api/cleaner/offers/o1/accept');
    const init = api.fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')![1]!;
    expect(new Headers(init.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('tells the cleaner in Hindi when someone in the crew took the job first', async () => {
    logIn();
    await activateLanguage('hi');
    serve([offer({ pay: null, distanceKm: null, crewSize: 1 })], () => ({
      status: 409,
      body: { status: 'error', code: 'OFFER_TAKEN', message: offerMessages.takenByCrew },
    }));
    renderPanel();
    const card = await screen.findByTestId('job-offer');
    expect(card.textContent).toContain('कमाई: ऑफ़िस से पूछें');
    await userEvent.click(within(card).getByRole('button', { name: 'स्वीकार करें' }));
    expect(
      await screen.findByText('आपकी टीम में किसी ने यह काम पहले ही स्वीकार कर लिया है।', undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy();
  });

  it('shows nothing when there is no offer', async () => {
    logIn();
    const api = serve([], () => ({ body: {} }));
    const { container } = renderPanel();
    await vi.waitFor(() => expect(api.calls.map((c) => c.url)).toContain('/api/cleaner/offers'));
    expect(container.querySelector('[data-testid="job-offer"]')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('keeps no lapsed offer to show without signal', () => {
    const now = new Date('2026-12-01T05:10:00.000Z');
    const kept = stillOpen(
      [offer({ _id: 'gone' }), offer({ _id: 'open', expiresAt: '2026-12-01T05:10:01.000Z' })],
      now,
    );
    expect(kept.map((o) => o._id)).toEqual(['open']);
  });
});
