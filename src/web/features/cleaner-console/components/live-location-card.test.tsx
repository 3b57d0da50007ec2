import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CleanerJob } from '../model/cleaner-job';
import { LiveLocationCard } from './live-location-card';

const job = (over: Partial<CleanerJob> = {}): CleanerJob => ({
  id: `job-${Math.random().toString(36).slice(2)}`,
  reference: 'J',
  status: 'assigned',
  serviceName: 'Home Cleaning',
  packageName: '1 BHK',
  date: '2026-11-23',
  time: '10:00',
  quantity: 1,
  measurementUnit: 'sq.ft',
  coWorkers: [],
  durationMinutes: 120,
  address: { line1: '12 MG Road', line2: '', city: 'Indore', state: 'Madhya Pradesh', pincode: '452001' },
  customerName: 'Priya',
  customerPhone: '9876543210',
  canCall: false,
  instructions: '',
  onMyWayAt: new Date().toISOString(),
  amountToCollect: 0,
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
  localStorage.clear();
});

/** The browser's Geolocation API: one reading at once; fetch answers the API. */
function browserWithLocation() {
  const clearWatch = vi.fn();
  const watchPosition = vi.fn((ok: PositionCallback) => {
    ok({ coords: { latitude: 22.7455, longitude: 75.8572, accuracy: 25 } } as GeolocationPosition);
    return 7;
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { watchPosition, clearWatch, getCurrentPosition: vi.fn() },
  });
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
    Response.json({ status: 'success', message: 'Location shared' }),
  );
  vi.stubGlobal('fetch', fetch);
  return { watchPosition, clearWatch, fetch };
}

describe('LiveLocationCard', () => {
  it('asks first, and watches nothing until the cleaner says yes; then sends the position at once', async () => {
    const browser = browserWithLocation();
    const j = job();
    render(<LiveLocationCard job={j} />);
    expect(screen.getByText('Share your location with the customer until you start this job?')).toBeTruthy();
    expect(browser.watchPosition).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Share location' }));
    expect(await screen.findByText('Sharing your location with the customer')).toBeTruthy();
    const sent = browser.fetch.mock.calls.find(
      ([url]) => url === `/api/bookings/${j.id}/location`,
    ) as unknown as [string, RequestInit];
    expect(JSON.parse(sent[1].body as string)).toEqual({ lat: 22.7455, lng: 75.8572, accuracy: 25 });
    await userEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(browser.clearWatch).toHaveBeenCalledWith(7);
  });

  it('shares nothing after Not now, and shows nothing once the job started or two hours went by', async () => {
    const browser = browserWithLocation();
    const { unmount } = render(<LiveLocationCard job={job()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText('Sharing your location with the customer')).toBeNull();
    unmount();
    for (const over of [
      { status: 'in-progress' as const },
      { onMyWayAt: new Date(Date.now() - 121 * 60_000).toISOString() },
      { onMyWayAt: null },
    ]) {
      const { container } = render(<LiveLocationCard job={job(over)} />);
      expect(container.innerHTML).toBe('');
      cleanup();
    }
    expect(browser.watchPosition).not.toHaveBeenCalled();
  });
});
