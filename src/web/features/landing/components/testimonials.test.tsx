import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en/landing';
import { Testimonials, wrapIndex } from './testimonials';

const testimonials = en.testimonials.items;

afterEach(cleanup);

describe('Testimonials', () => {
  it.each([
    { index: 0, delta: 1, expected: 1 },
    { index: 2, delta: 1, expected: 0 },
    { index: 0, delta: -1, expected: 2 },
    { index: 1, delta: -1, expected: 0 },
  ])('moves $delta from $index to $expected over 3', ({ index, delta, expected }) => {
    expect(wrapIndex(index, delta, 3)).toBe(expected);
  });

  it('has three entries with name, title and text, and a 5-star display', () => {
    expect(testimonials).toHaveLength(3);
    render(<Testimonials />);
    expect(document.querySelector('#testimonials')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' }).querySelectorAll('svg')).toHaveLength(5);
    expect(screen.getByText(testimonials[0].name)).toBeTruthy();
    expect(screen.getByText(testimonials[0].title)).toBeTruthy();
    expect(screen.getByText(testimonials[0].text)).toBeTruthy();
  });

  it('next wraps from the last entry to the first', () => {
    render(<Testimonials />);
    const next = screen.getByRole('button', { name: 'Next testimonial' });
    fireEvent.click(next);
    expect(screen.getByText(testimonials[1].name)).toBeTruthy();
    fireEvent.click(next);
    expect(screen.getByText(testimonials[2].name)).toBeTruthy();
    fireEvent.click(next);
    expect(screen.getByText(testimonials[0].name)).toBeTruthy();
    expect(screen.getByText('1 / 3')).toBeTruthy();
  });

  it('previous wraps from the first entry to the last', () => {
    render(<Testimonials />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(screen.getByText(testimonials[2].name)).toBeTruthy();
    expect(screen.getByText('3 / 3')).toBeTruthy();
    expect(screen.queryByText(testimonials[0].name)).toBeNull();
  });
});
