import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp, sampleServices } from '../../../test/test-support';
import { emptyForm } from '../model/booking-draft';
import { BookingSummary } from './booking-summary';

afterEach(cleanup);

const home = sampleServices.find((s) => s.slug === 'home-cleaning')!;
const sofa = sampleServices.find((s) => s.slug === 'sofa-cleaning')!;
const priceRow = () => within(screen.getByText('Price').parentElement!);

describe('booking summary', () => {
  it("shows the chosen package's price before the area is typed (not 'Price —')", () => {
    const pkg = home.packages.find((p) => p.name === '2 BHK Deep Clean')!;
    renderWithApp(
      <BookingSummary
        service={home}
        form={{ ...emptyForm(), serviceId: home._id, packageId: pkg._id }}
        price={0}
        discount={0}
      />,
    );
    expect(priceRow().getByText('₹6,000')).toBeTruthy();
  });

  it('shows a per-item price per item until the count is known', () => {
    const pkg = sofa.packages[0]!;
    renderWithApp(
      <BookingSummary
        service={sofa}
        form={{ ...emptyForm(), serviceId: sofa._id, packageId: pkg._id }}
        price={0}
        discount={0}
      />,
    );
    expect(priceRow().getByText('₹499 per sofa/mattress')).toBeTruthy();
  });

  it('shows the server price once it is known, and a dash with no package', () => {
    const { unmount } = renderWithApp(
      <BookingSummary
        service={home}
        form={{ ...emptyForm(), serviceId: home._id, packageId: home.packages[0]!._id }}
        price={850}
        discount={0}
      />,
    );
    expect(priceRow().getByText('₹850')).toBeTruthy();
    unmount();
    renderWithApp(
      <BookingSummary service={home} form={{ ...emptyForm(), serviceId: home._id }} price={0} discount={0} />,
    );
    expect(priceRow().getByText('—')).toBeTruthy();
  });
});
