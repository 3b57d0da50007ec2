import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { latinWords } from '../../../i18n/allowlist';
import { sampleJob } from '../model/cleaner-job.test-support';
import { JobCard } from './job-card';

const job = sampleJob({ packageName: '2 BHK Deep Clean' });

describe('a job card in the cleaner app, in Hindi', () => {
  beforeAll(() => activateLanguage('hi'));
  afterAll(async () => {
    cleanup();
    await activateLanguage('en');
  });

  it('writes times on a 12-hour Hindi clock, the status, the service and every label in Devanagari', () => {
    render(
      <JobCard
        job={job}
        showDate
        actions={{ today: job.date, onMyWay: () => {}, start: () => {}, complete: () => {} }}
      />,
    );
    const card = screen.getByRole('article', { name: 'दोपहर 2:00 Nisha Kapoor के लिए घर की सफ़ाई' });
    expect(within(card).getByText(/23 नवंबर 2026, दोपहर 2:00/)).toBeTruthy();
    expect(within(card).getByText(/शाम 4:30 \(2 घंटे 30 मिनट\)/)).toBeTruthy();
    expect(within(card).getByText('कर्मचारी तय')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'काम शुरू करें' })).toBeTruthy();
    expect(within(card).getByText('घर की सफ़ाई · 2 बीएचके डीप सफ़ाई')).toBeTruthy();
    // What people typed (name, address, instructions) is shown as typed and marked so.
    const typed = [...card.querySelectorAll('[translate="no"]')].map((e) => e.textContent ?? '');
    expect(typed).toEqual(expect.arrayContaining(['Nisha Kapoor', 'Ring twice']));
    const clone = card.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('[translate="no"]').forEach((e) => e.remove());
    expect(latinWords(clone.textContent ?? '')).toEqual([]);
  });

  it('says घंटा for one hour and घंटे for more (issue 37: not "1 घंटे 20 मिनट")', () => {
    cleanup();
    render(<JobCard job={sampleJob({ durationMinutes: 80 })} />);
    expect(screen.getByText(/\(1 घंटा 20 मिनट\)/)).toBeTruthy();
    cleanup();
    render(<JobCard job={sampleJob({ durationMinutes: 60 })} />);
    expect(screen.getByText(/\(1 घंटा\)/)).toBeTruthy();
    cleanup();
    render(<JobCard job={sampleJob({ durationMinutes: 120 })} />);
    expect(screen.getByText(/\(2 घंटे\)/)).toBeTruthy();
  });
});
