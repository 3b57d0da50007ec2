import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { logIn, logOut, renderWithApp, sampleServices } from '../../../test/test-support';
import { CatalogueCard } from './catalogue-card';

const kitchen = sampleServices.find((s) => s.slug === 'kitchen-cleaning')!;
const home = sampleServices.find((s) => s.slug === 'home-cleaning')!;

afterEach(() => {
  cleanup();
  logOut();
  sessionStorage.clear();
});

describe('CatalogueCard', () => {
  it('starts on the Normal plan with its type, price, Includes, Not Covered and Add-ons', () => {
    renderWithApp(<CatalogueCard service={kitchen} />);
    expect(screen.getByRole('button', { name: 'Normal' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Classic' }).getAttribute('aria-pressed')).toBe('false');
    const plan = screen.getByRole('region', { name: 'Normal plan' });
    expect(within(plan).getByText('₹1,500')).toBeTruthy();
    expect(within(plan).getByText('Includes')).toBeTruthy();
    expect(within(plan).getByText('Not Covered')).toBeTruthy();
    expect(within(plan).getByText('Chimney')).toBeTruthy();
    expect(screen.getByText('Add-ons')).toBeTruthy();
    expect(screen.getByText('Mixture – ₹99')).toBeTruthy();
    expect(screen.getByText('Chimney – ₹599')).toBeTruthy();
  });

  it('toggles to the Classic plan on click and back to Normal', () => {
    renderWithApp(<CatalogueCard service={kitchen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Classic' }));
    expect(screen.getByRole('button', { name: 'Classic' }).getAttribute('aria-pressed')).toBe('true');
    const plan = screen.getByRole('region', { name: 'Deep/Modular plan' });
    expect(within(plan).getByText('₹2,000')).toBeTruthy();
    expect(screen.queryByText('Not Covered')).toBeNull();
    expect(screen.queryByText('Mixture – ₹99')).toBeNull();
    expect(screen.getByText('Microwave – ₹299')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Normal' }));
    expect(screen.getByRole('region', { name: 'Normal plan' })).toBeTruthy();
  });

  it('shows duration or area, and lets the visitor pick among several packages of a plan', () => {
    renderWithApp(<CatalogueCard service={home} />);
    expect(screen.getByText('About 8 hrs 30 mins · Up to 600 sq.ft')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '3 BHK' }));
    const plan = screen.getByRole('region', { name: '3 BHK plan' });
    expect(within(plan).getByText('₹6,000')).toBeTruthy();
    expect(within(plan).getByText('1,000–1,500 sq.ft')).toBeTruthy();
    expect(within(plan).getByText('+₹3 per sq.ft beyond 1,500 sq.ft')).toBeTruthy();
  });

  it('writes the unit of per-unit and per-sq.ft prices', () => {
    const sofa = sampleServices.find((s) => s.slug === 'sofa-cleaning')!;
    const office = sampleServices.find((s) => s.slug === 'office-cleaning')!;
    renderWithApp(
      <>
        <CatalogueCard service={sofa} />
        <CatalogueCard service={office} />
      </>,
    );
    expect(screen.getByText('₹499', { exact: false }).textContent).toBe('₹499 per sofa/mattress');
    expect(screen.getByText('₹65', { exact: false }).textContent).toBe('₹65/sq.ft');
  });

  it('Book Now as a guest remembers the service and goes to /login', () => {
    renderWithApp(<CatalogueCard service={kitchen} />, { path: '/cleaning-services' });
    fireEvent.click(screen.getByRole('button', { name: 'Book Now: Kitchen Cleaning' }));
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(sessionStorage.getItem('intendedBookingService')).toBe('kitchen-cleaning');
    expect(sessionStorage.getItem('redirectAfterAuth')).toBe('/booking');
  });

  it('Book Now still finds the service after an admin renames it', () => {
    const sofa = sampleServices.find((s) => s.slug === 'sofa-cleaning')!;
    renderWithApp(<CatalogueCard service={{ ...sofa, name: 'Sofa & Mattress Cleaning' }} />, {
      path: '/cleaning-services',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Book Now: Sofa & Mattress Cleaning' }));
    expect(sessionStorage.getItem('intendedBookingService')).toBe('sofa-cleaning');
  });

  it('Book Now when logged in opens the booking form for the service', () => {
    logIn();
    renderWithApp(<CatalogueCard service={home} />, { path: '/cleaning-services' });
    fireEvent.click(screen.getByRole('button', { name: 'Book Now: Home Cleaning' }));
    expect(screen.getByTestId('location').textContent).toBe('/booking?service=home-cleaning');
  });
});
