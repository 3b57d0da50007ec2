import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, sampleServices, sampleSettings } from '../../../test/test-support';
import LandingPage from './landing-page';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

async function renderLanding() {
  const api = mockApi();
  renderWithApp(<LandingPage />);
  // The first render of the file also loads the page's modules and catalogues: more than findBy's 1 s
  // on a busy machine.
  await screen.findByRole('button', { name: 'Book Now: Office Cleaning' }, { timeout: 5000 });
  return api;
}

describe('LandingPage', () => {
  it('has one h1 with the hero text and every section the header links to', async () => {
    await renderLanding();
    const h1 = screen.getAllByRole('heading', { level: 1 });
    expect(h1).toHaveLength(1);
    expect(h1[0].textContent).toBe('High-Quality and Friendly Services at Fair Prices');
    for (const id of ['wealwaysprovide', 'effectivecleaning', 'plan', 'testimonials', 'contact']) {
      expect(document.getElementById(id), id).not.toBeNull();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'A Cleaner Home A happier You' })).toBeTruthy();
  });

  it('shows the six banner claims', async () => {
    await renderLanding();
    for (const claim of [
      'Vetted professionals',
      'Next day availability',
      'Standard cleaning tasks',
      'Affordable prices',
      'Best quality',
      'Satisfaction guaranteed',
    ]) {
      expect(screen.getByText(claim)).toBeTruthy();
    }
  });

  it("'Book Now' in the hero opens the booking with no service chosen (not Office Cleaning)", async () => {
    await renderLanding();
    const hero = screen.getByRole('region', { name: /High-Quality/ });
    expect(within(hero).getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe('/booking');
  });

  it('the service grid lists the seven services; a tile starts booking that service', async () => {
    await renderLanding();
    const grid = screen.getByRole('region', { name: 'What would you like cleaned?' });
    expect(within(grid).getAllByRole('button')).toHaveLength(7);
    fireEvent.click(within(grid).getByRole('button', { name: 'Sofa Cleaning' }));
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(sessionStorage.getItem('intendedBookingService')).toBe('sofa-cleaning');
  });

  it("'View Service' starts booking Home Cleaning and 'Know More' scrolls to Why Choose Us", async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    await renderLanding();
    fireEvent.click(screen.getByRole('button', { name: 'Know More' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('effectivecleaning'));
    expect(document.activeElement).toBe(document.getElementById('effectivecleaning'));

    fireEvent.click(screen.getByRole('button', { name: 'View Service' }));
    expect(sessionStorage.getItem('intendedBookingService')).toBe('home-cleaning');
  });

  it('prices the plan section from the API', async () => {
    await renderLanding();
    const plan = screen.getByRole('region', { name: 'Simple plans, honest prices' });
    for (const s of sampleServices) {
      expect(within(plan).getByRole('heading', { name: s.name })).toBeTruthy();
    }
    expect(within(plan).getAllByText('₹4,000')).toHaveLength(1);
    expect(within(plan).getByText('₹1,299')).toBeTruthy();
    expect(document.body.textContent).not.toContain('$');
  });

  it('shows the company phone, email and address from settings in the contact block', async () => {
    await renderLanding();
    const contact = screen.getByRole('region', { name: 'We’d love to hear from you' });
    expect(await within(contact).findByRole('link', { name: sampleSettings.phone })).toBeTruthy();
    expect(within(contact).getByRole('link', { name: sampleSettings.email }).getAttribute('href')).toBe(
      `mailto:${sampleSettings.email}`,
    );
    expect(within(contact).getByText(sampleSettings.address)).toBeTruthy();
    // The form is its own chunk (react-hook-form, zod): on a busy machine it takes more than 1 s.
    expect(
      await within(contact).findByRole('button', { name: 'Send Message' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it("'Get a quote' opens the quote request form", async () => {
    await renderLanding();
    fireEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get a quote' }, { timeout: 5000 });
    expect(within(dialog).getByLabelText('Service')).toBeTruthy();
    expect(within(dialog).getByLabelText('Phone')).toBeTruthy();
  });
});
