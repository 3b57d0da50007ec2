import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeScrollBox, stubReducedMotion } from '../../../test/test-support';
import { ServicesCarousel } from './services-carousel';

function renderCarousel() {
  render(
    <MemoryRouter>
      <ServicesCarousel />
    </MemoryRouter>,
  );
  const list = screen.getByRole('list', { name: 'Our services' });
  // 7 cards of 320 px with 20 px gaps in a 1,000 px window.
  fakeScrollBox(list, { clientWidth: 1000, scrollWidth: 2360 });
  return list;
}

const tick = () => act(() => vi.advanceTimersByTime(1400));

describe('ServicesCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows seven cards with the spec teasers and View Service links to each page', () => {
    renderCarousel();
    expect(screen.getByRole('heading', { name: 'We Always Provide The Best Service' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByText('Regular office cleaning for a productive workspace.')).toBeTruthy();
    expect(screen.getByText('Sanitised and sparkling bathrooms with attention to detail.')).toBeTruthy();
    const link = screen.getByRole('link', { name: /View Service: Bathroom Cleaning/ });
    expect(link.getAttribute('href')).toBe('/Bathroom');
    expect(document.querySelector('#wealwaysprovide')).not.toBeNull();
  });

  it('advances one step every 1400 ms and wraps to the start at the end', () => {
    const list = renderCarousel();
    act(() => vi.advanceTimersByTime(1399));
    expect(list.scrollLeft).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(list.scrollLeft).toBe(388);
    tick();
    expect(list.scrollLeft).toBe(776);
    tick();
    expect(list.scrollLeft).toBe(1164);
    tick();
    expect(list.scrollLeft).toBe(1360); // the end (2360 - 1000)
    tick();
    expect(list.scrollLeft).toBe(0);
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    const list = renderCarousel();
    fireEvent.pointerEnter(list);
    tick();
    tick();
    expect(list.scrollLeft).toBe(0);
    fireEvent.pointerLeave(list);
    tick();
    expect(list.scrollLeft).toBe(388);
  });

  it('pauses while a card has keyboard focus', () => {
    const list = renderCarousel();
    const link = screen.getByRole('link', { name: /View Service: Office Cleaning/ });
    act(() => link.focus());
    tick();
    expect(list.scrollLeft).toBe(0);
    act(() => link.blur());
    tick();
    expect(list.scrollLeft).toBe(388);
  });

  it('can be paused and played with its button', () => {
    const list = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause carousel' }));
    tick();
    expect(list.scrollLeft).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play carousel' }));
    tick();
    expect(list.scrollLeft).toBe(388);
  });

  it('never moves when the visitor prefers reduced motion', () => {
    stubReducedMotion(true);
    const list = renderCarousel();
    tick();
    tick();
    expect(list.scrollLeft).toBe(0);
    expect(screen.queryByRole('button', { name: 'Pause carousel' })).toBeNull();
  });
});
