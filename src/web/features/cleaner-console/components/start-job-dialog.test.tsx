import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobSafetyTexts, tooEarlyToStart } from '../../../../shared/texts-job-safety';
import { sampleJob } from '../model/cleaner-job.test-support';
import { StartJobDialog } from './start-job-dialog';

const job = sampleJob({ date: '2026-12-05', time: '10:00', instructions: '' });

/** The server's answer to the start, as the API sends it. */
function answer(status: number, code: string, message: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json(
        { status: 'error', code, message },
        { status, headers: { 'content-type': 'application/json' } },
      ),
    ),
  );
}

async function tryToStart() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StartJobDialog job={job} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  await userEvent.type(screen.getByLabelText('Start code'), '1234');
  await userEvent.click(screen.getByRole('button', { name: 'Start job' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the start dialog of the cleaner app', () => {
  it('says the job is locked after 5 wrong codes and to call the office (423)', async () => {
    answer(423, 'START_CODE_LOCKED', jobSafetyTexts.startCodeLocked);
    await tryToStart();
    expect(await screen.findByText(jobSafetyTexts.startCodeLocked)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Start job' })).toBeTruthy();
  });

  it('says from when a job can be started when the cleaner is early (409)', async () => {
    const message = tooEarlyToStart(new Date('2026-12-05T03:30:00Z'));
    answer(409, 'TOO_EARLY_TO_START', message);
    await tryToStart();
    expect(
      await screen.findByText(
        'It is too early to start this job: you can start it from 9:00 AM on Sat, 5 Dec 2026.',
      ),
    ).toBeTruthy();
    expect(message).toContain('9:00 AM');
  });

  it('without signal says the start waits for the connection, and sends it (once) when the signal returns', async () => {
    answer(409, 'STALE_STATUS', 'This booking was changed meanwhile. Please reload.');
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await tryToStart();
    expect(
      await screen.findByText(/^No signal: starting a job needs the connection to check the code\./),
    ).toBeTruthy();
    const statusCalls = () =>
      vi.mocked(fetch).mock.calls.filter(([url]) => String(url) === '/api/bookings/j1/status');
    expect(statusCalls()).toHaveLength(0);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(statusCalls()).toHaveLength(1));
    online.mockRestore();
  });

  it('offers the before photos as the job starts; Complete asks for the after ones (issue 37)', async () => {
    answer(409, 'STALE_STATUS', 'This booking was changed meanwhile. Please reload.');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <StartJobDialog job={job} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText('Add before photo')).toBeTruthy();
    expect(screen.queryByLabelText('Add after photo')).toBeNull();
  });
});
