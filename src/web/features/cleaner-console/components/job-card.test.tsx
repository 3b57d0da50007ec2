import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleJob } from '../model/cleaner-job.test-support';
import { JobCard } from './job-card';

const job = sampleJob;

const actions = (today = job().date) => ({ today, onMyWay: vi.fn(), start: vi.fn(), complete: vi.fn() });

afterEach(cleanup);

describe('a job card in the cleaner app', () => {
  it('shows when, how long, what, where (with a map), who (tap to call) and the instructions', () => {
    render(<JobCard job={job()} />);
    const card = screen.getByRole('article', { name: /2:00 PM Home Cleaning for Nisha Kapoor/ });
    expect(within(card).getByText(/4:30 PM \(2 h 30 min\)/)).toBeTruthy();
    expect(within(card).getByText('Home Cleaning · 2 BHK Deep')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open map' }).getAttribute('href')).toContain('maps');
    expect(
      within(card)
        .getByRole('link', { name: /Call 9876543210/ })
        .getAttribute('href'),
    ).toBe('tel:+919876543210');
    expect(within(card).getByText('Ring twice')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('offers On my way and Start job to an assigned job', async () => {
    const a = actions();
    render(<JobCard job={job()} actions={a} />);
    await userEvent.click(screen.getByRole('button', { name: 'On my way' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start job' }));
    expect(a.onMyWay).toHaveBeenCalledOnce();
    expect(a.start).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Complete job' })).toBeNull();
  });

  it('offers only Complete job once the job is in progress, and nothing once it is completed', async () => {
    const a = actions();
    const { rerender } = render(<JobCard job={job({ status: 'in-progress' })} actions={a} />);
    await userEvent.click(screen.getByRole('button', { name: 'Complete job' }));
    expect(a.complete).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Start job' })).toBeNull();
    rerender(<JobCard job={job({ status: 'completed' })} actions={a} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the amount to collect on a pay-after-service job, and none on a paid one', () => {
    const { rerender } = render(<JobCard job={job({ amountToCollect: 1500 })} />);
    expect(screen.getByText('Collect ₹1,500')).toBeTruthy();
    expect(screen.getByText(/Pay after service/)).toBeTruthy();
    rerender(<JobCard job={job({ amountToCollect: 0 })} />);
    expect(screen.queryByText(/Collect ₹/)).toBeNull();
  });

  it('shows how many of the unit and who else is on a crew job (issue 37)', () => {
    render(
      <JobCard
        job={job({
          serviceName: 'Bathroom Cleaning',
          packageName: 'Normal',
          quantity: 2,
          measurementUnit: 'bathroom',
          coWorkers: ['Arjun Mehta'],
        })}
      />,
    );
    expect(screen.getByText('Bathroom Cleaning · Normal · 2 bathrooms')).toBeTruthy();
    expect(screen.getByText('Arjun').parentElement?.textContent).toBe('With Arjun');
    cleanup();
    render(<JobCard job={job({ coWorkers: ['Arjun Mehta', 'Sunita Devi'] })} />);
    expect(screen.getByText('Arjun and Sunita').parentElement?.textContent).toBe('With Arjun and Sunita');
  });

  it('offers On my way on the job’s day only (India’s date); Start stays for an early start (issue 37)', () => {
    render(<JobCard job={job({ date: '2026-11-24' })} actions={actions('2026-11-23')} />);
    expect(screen.queryByRole('button', { name: 'On my way' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Start job' })).toBeTruthy();
    cleanup();
    render(<JobCard job={job({ date: '2026-11-24' })} actions={actions('2026-11-24')} />);
    expect(screen.getByRole('button', { name: 'On my way' })).toBeTruthy();
  });
});
