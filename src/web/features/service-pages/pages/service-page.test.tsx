import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceRoutes } from '../../../lib/paths';
import { logIn, logOut, mockApi, renderWithApp, sampleServices } from '../../../test/test-support';
import { ServicePage } from './service-page';

afterEach(() => {
  cleanup();
  logOut();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

async function renderService(slug: string) {
  mockApi();
  const path = serviceRoutes.find((r) => r.serviceId === slug)!.path;
  renderWithApp(<ServicePage slug={slug} />, { path });
  // The pricing cards' buttons ('Book Basic'…), once the catalogue has loaded.
  return screen.findAllByRole('button', { name: /^Book (?!Now)/ });
}

describe('ServicePage', () => {
  it.each(serviceRoutes.map((r) => r.serviceId))(
    '%s has one h1, a Book Now hero and a benefit list',
    (slug) => {
      mockApi();
      renderWithApp(<ServicePage slug={slug} />);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getAllByRole('button', { name: /^Book Now/ }).length).toBeGreaterThan(0);
      expect(screen.getByRole('heading', { level: 2, name: /why/i })).toBeTruthy();
    },
  );

  it.each([
    ['office-cleaning', true],
    ['home-cleaning', true],
    ['sofa-cleaning', true],
    ['shop-cleaning', true],
    ['water-tank-cleaning', false],
  ])('%s shows What It Covers: %s', (slug, shown) => {
    mockApi();
    renderWithApp(<ServicePage slug={slug} />);
    expect(!!screen.queryByRole('heading', { name: 'What It Covers' })).toBe(shown);
  });

  it('prices the pricing cards from the API, in rupees', async () => {
    await renderService('office-cleaning');
    const pricing = screen.getByRole('region', { name: 'Office Cleaning prices' });
    expect(within(pricing).getByText('₹65', { exact: false }).textContent).toBe('₹65/sq.ft');
    expect(within(pricing).getByText('₹95', { exact: false }).textContent).toBe('₹95/sq.ft');
    expect(document.body.textContent).not.toContain('$');
  });

  it('lists the 1, 2 and 3 BHK packages with their area bounds and the 3 BHK extra', async () => {
    await renderService('home-cleaning');
    for (const label of ['1 BHK', '2 BHK', '3 BHK']) {
      expect(screen.getByRole('heading', { level: 3, name: label })).toBeTruthy();
    }
    expect(screen.getAllByText('Up to 600 sq.ft')).toHaveLength(2);
    expect(screen.getAllByText('800–1,000 sq.ft')).toHaveLength(2);
    expect(screen.getByText('1,000–1,500 sq.ft')).toBeTruthy();
    expect(screen.getByText('+₹3 per sq.ft beyond 1,500 sq.ft')).toBeTruthy();
    expect(screen.getAllByText('₹6,000')).toHaveLength(2);
  });

  it('shows the add-ons of a service that has them', async () => {
    await renderService('kitchen-cleaning');
    expect(screen.getByText('Mixture – ₹99')).toBeTruthy();
    expect(screen.getByText('Normal only')).toBeTruthy();
  });

  it('every Book button as a guest remembers the slug and goes to /login', async () => {
    const buttons = await renderService('water-tank-cleaning');
    expect(buttons).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Book Deep' }));
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(sessionStorage.getItem('intendedBookingService')).toBe('water-tank-cleaning');
  });

  it('Book when logged in goes to /booking?service=<slug> (bathroom from /Bathroom)', async () => {
    logIn();
    mockApi({
      'GET /api/services': () => ({
        body: {
          status: 'success',
          data: {
            services: [
              ...sampleServices,
              { ...sampleServices[4], _id: 'b', slug: 'bathroom-cleaning', name: 'Bathroom Cleaning' },
            ],
          },
        },
      }),
    });
    renderWithApp(<ServicePage slug="bathroom-cleaning" />, { path: '/Bathroom' });
    fireEvent.click(screen.getAllByRole('button', { name: /^Book Now/ })[0]);
    expect(screen.getByTestId('location').textContent).toBe('/booking?service=bathroom-cleaning');
  });

  it('says so when the service is not in the catalogue', async () => {
    mockApi({ 'GET /api/services': () => ({ body: { status: 'success', data: { services: [] } } }) });
    renderWithApp(<ServicePage slug="shop-cleaning" />);
    expect(await screen.findByText(/not taking bookings right now/)).toBeTruthy();
  });
});
