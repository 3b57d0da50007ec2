import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeScrollBox, mockApi, renderWithApp, sampleServices } from '../../../test/test-support';
import CleaningServicesPage from './cleaning-services-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderPage() {
  mockApi();
  renderWithApp(<CleaningServicesPage />, { path: '/cleaning-services' });
  await screen.findByRole('heading', { name: 'Kitchen Cleaning' });
  const row = screen.getByRole('region', { name: 'Service plans' });
  fakeScrollBox(row, { clientWidth: 1000, scrollWidth: 2200 });
  return row;
}

const scrollTo = (row: HTMLElement, left: number) =>
  act(() => {
    row.scrollLeft = left;
    row.dispatchEvent(new Event('scroll'));
  });

describe('CleaningServicesPage', () => {
  it('has a heading, a Back button and one card per service from the API', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Cleaning Services' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(sampleServices.length);
  });

  it('shows the left arrow only past 0 and the right arrow only while 10 px or more remain', async () => {
    const row = await renderPage();
    scrollTo(row, 0);
    expect(screen.queryByRole('button', { name: 'Scroll left' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Scroll right' })).toBeTruthy();

    scrollTo(row, 500);
    expect(screen.getByRole('button', { name: 'Scroll left' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scroll right' })).toBeTruthy();

    scrollTo(row, 1191);
    expect(screen.getByRole('button', { name: 'Scroll left' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Scroll right' })).toBeNull();
  });

  it('moves 320 px per arrow click', async () => {
    const row = await renderPage();
    scrollTo(row, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll right' }));
    expect(row.scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 320 }));
    expect(row.scrollLeft).toBe(320);
    act(() => row.dispatchEvent(new Event('scroll')));
    fireEvent.click(screen.getByRole('button', { name: 'Scroll left' }));
    expect(row.scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -320 }));
  });

  it('offers a retry when the services cannot be loaded', async () => {
    mockApi({ 'GET /api/services': () => new TypeError('Failed to fetch') });
    renderWithApp(<CleaningServicesPage />, { path: '/cleaning-services' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
