import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, sampleSettings } from '../../../test/test-support';
import { InfoPage } from './info-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderTopic(topic: string) {
  mockApi();
  renderWithApp(<InfoPage topic={topic} />);
  return screen.findByRole('heading', { level: 1 });
}

describe('InfoPage', () => {
  it.each([
    ['about', 'About Us'],
    ['team', 'Our Team'],
    ['support', 'Support'],
    ['privacy', 'Privacy Policy'],
    ['terms', 'Terms & Conditions'],
    ['refunds', 'Cancellation & Refund Policy'],
  ])('%s: one h1 "%s", the company name, and links to the other pages', async (topic, title) => {
    const h1 = await renderTopic(topic);
    expect(h1.textContent).toBe(title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'Company and policies' });
    expect(nav.querySelectorAll('a')).toHaveLength(6);
    expect(nav.querySelector('[aria-current="page"]')).not.toBeNull();
    expect(document.title).toContain(sampleSettings.companyName);
  });

  it('About Us names the company from settings', async () => {
    await renderTopic('about');
    expect(screen.getByText(new RegExp(`^${sampleSettings.companyName} is an Indore-based`))).toBeTruthy();
  });

  it('Support gives the phone, support email, hours and a way to the contact form', async () => {
    await renderTopic('support');
    const main = screen.getByRole('main');
    expect(main.querySelector(`a[href="tel:+919000011111"]`)).not.toBeNull();
    expect(main.querySelector(`a[href="mailto:${sampleSettings.supportEmail}"]`)).not.toBeNull();
    expect(screen.getByText(/Every day, 8:00 AM to 8:00 PM/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'contact form' }).getAttribute('href')).toBe('/#contact');
  });

  it('the refund policy states the 2-hour rule, 5-7 business days, and pay-after-service', async () => {
    await renderTopic('refunds');
    const text = screen.getByRole('main').textContent!;
    expect(text).toContain('up to 2 hours before the scheduled slot');
    expect(text).toContain('original payment method');
    expect(text).toContain('5-7 business days');
    expect(text).toContain('Nothing is charged before the service, so there is nothing to refund');
  });
});
