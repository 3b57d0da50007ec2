import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleJob } from '../model/cleaner-job.test-support';
import { enqueue } from '../offline/action-queue';
import { CompleteJobDialog } from './complete-job-dialog';
import { cleanerKeys } from '../api/cleaner-keys';

// The phone's queue (IndexedDB) is read as what was put in it: jsdom has no IndexedDB.
vi.mock('../offline/action-queue', async (actual) => ({
  ...(await actual<typeof import('../offline/action-queue')>()),
  enqueue: vi.fn(async () => undefined),
}));

const job = sampleJob({
  status: 'in-progress',
  serviceName: 'Bathroom Cleaning',
  packageName: 'Classic',
  date: '2026-12-05',
  time: '10:00',
  durationMinutes: 80,
  instructions: '',
});

/** The API: the package's checklist, and the status change (its body kept to read). */
function api() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (data: unknown) =>
        Response.json({ status: 'success', data }, { headers: { 'content-type': 'application/json' } });
      if (String(url).endsWith('/proof'))
        return json({ checklist: null, checklistItems: ['Tiles scrubbed', 'Mirror polished'], photos: [] });
      if (String(url).endsWith('/status')) {
        sent.push(JSON.parse(String(init?.body)));
        return json({});
      }
      return json({ items: [] });
    }),
  );
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(enqueue).mockClear();
});

describe('Complete job: the checklist', () => {
  it('starts with nothing ticked and will not complete until every item is answered', async () => {
    const sent = api();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CompleteJobDialog job={job} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    const tiles = await screen.findByRole('radiogroup', { name: 'Tiles scrubbed' });
    const mirror = screen.getByRole('radiogroup', { name: 'Mirror polished' });
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).checked).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Complete job' }));
    expect(screen.getByRole('alert').textContent).toContain('Still open: Tiles scrubbed');
    expect(sent).toEqual([]);

    await userEvent.click(within(tiles).getByRole('radio', { name: 'Done' }));
    await userEvent.click(within(mirror).getByRole('radio', { name: 'Not done' }));
    await userEvent.click(screen.getByRole('button', { name: 'Complete job' }));
    expect(screen.getByRole('alert').textContent).toContain('Still open: Mirror polished');
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText('Why was "Mirror polished" not done?'), 'Mirror cracked');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Complete job' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      status: 'completed',
      checklist: [
        { item: 'Tiles scrubbed', done: true },
        { item: 'Mirror polished', done: false, note: 'Mirror cracked' },
      ],
    });
  });

  it('asks for the checklist and how a pay-after-service customer paid together, neither hiding the other', async () => {
    const sent = api();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CompleteJobDialog job={{ ...job, amountToCollect: 500 }} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    await screen.findByRole('radiogroup', { name: 'Tiles scrubbed' });

    await userEvent.click(screen.getByRole('button', { name: 'Complete job' }));
    const messages = () => screen.getAllByRole('alert').map((a) => a.textContent);
    expect(messages()).toEqual([
      'Choose how the customer paid',
      expect.stringContaining('Still open: Tiles scrubbed'),
    ]);
    expect(sent).toEqual([]);

    for (const done of screen.getAllByRole('radio', { name: 'Done' })) await userEvent.click(done);
    expect(messages()).toEqual(['Choose how the customer paid']);
    await userEvent.click(screen.getByRole('button', { name: 'Complete job' }));
    expect(messages()).toEqual(['Choose how the customer paid']);
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: 'Customer pays online (link)' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Complete job' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ status: 'completed' });
  });
});

describe('Complete job: paid online while the job is open', () => {
  it('switches to "Paid online" when the server refuses the cash as already paid online, then completes', async () => {
    const sent = api();
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    const collects: unknown[] = [];
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/collect')) {
        collects.push(JSON.parse(String(init?.body)));
        return Response.json(
          {
            status: 'error',
            code: 'ALREADY_PAID_ONLINE',
            message: 'This booking is already paid online: there is nothing to collect.',
          },
          { status: 409, headers: { 'content-type': 'application/json' } },
        );
      }
      return answer(url as string, init);
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CompleteJobDialog job={{ ...job, amountToCollect: 500 }} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    await screen.findByRole('radiogroup', { name: 'Tiles scrubbed' });
    for (const done of screen.getAllByRole('radio', { name: 'Done' })) await userEvent.click(done);
    await userEvent.click(screen.getByRole('radio', { name: /Cash .*500.* received/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Complete job' }));

    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Paid online');
    expect(status.textContent).toContain('This booking is already paid online: there is nothing to collect.');
    expect(collects).toHaveLength(1);
    expect(sent).toEqual([]);
    expect(screen.queryByRole('group', { name: /How did the customer pay/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Complete job' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ status: 'completed' });
    expect(collects).toHaveLength(1);
  });

  it('shows "Paid online" when the job, asked for again, has nothing left to collect', async () => {
    api();
    const client = new QueryClient();
    const { rerender } = render(
      <QueryClientProvider client={client}>
        <CompleteJobDialog job={{ ...job, amountToCollect: 500 }} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    await screen.findByRole('group', { name: /How did the customer pay/ });
    expect(screen.queryByRole('status')).toBeNull();
    rerender(
      <QueryClientProvider client={client}>
        <CompleteJobDialog job={{ ...job, amountToCollect: 0 }} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('Paid online');
    expect(screen.queryByRole('group', { name: /How did the customer pay/ })).toBeNull();
  });

  it('asks for the jobs again when it opens', async () => {
    api();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    render(
      <QueryClientProvider client={client}>
        <CompleteJobDialog job={job} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    await screen.findByRole('radiogroup', { name: 'Tiles scrubbed' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: cleanerKeys.jobs() });
  });
});

describe('Complete job without signal (issue 37)', () => {
  it('keeps the cash for the amount shown on the phone, with the completion, under a key each; UPI says it needs the connection', async () => {
    api();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const closed = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CompleteJobDialog job={{ ...job, amountToCollect: 998 }} onClose={closed} />
      </QueryClientProvider>,
    );
    await screen.findByRole('radiogroup', { name: 'Tiles scrubbed' });
    const upi = screen.getByRole('radio', { name: /UPI to Chamak/ }) as HTMLInputElement;
    expect(upi.disabled).toBe(true);
    expect(upi.closest('label')?.textContent).toContain('UPI needs the connection');
    for (const done of screen.getAllByRole('radio', { name: 'Done' })) await userEvent.click(done);
    await userEvent.click(screen.getByRole('radio', { name: /^Cash ₹998/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Complete job' }));

    await vi.waitFor(() => expect(closed).toHaveBeenCalled());
    const kept = vi.mocked(enqueue).mock.calls.map(([a]) => a);
    expect(kept).toEqual([
      expect.objectContaining({ kind: 'collect', method: 'cash', amount: 998, jobId: job.id }),
      expect.objectContaining({ kind: 'complete', jobId: job.id }),
    ]);
    expect(kept[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(kept[0].key).not.toBe(kept[1].key);
    // Nothing was tried against the server but the checklist.
    const sentTo = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(sentTo.filter((u) => u.endsWith('/collect') || u.endsWith('/status'))).toEqual([]);
  });
});

describe('Complete job: the photos (issue 37)', () => {
  it('shows each added photo as a thumbnail from the phone, and lets its object URL go on closing', async () => {
    api();
    let made = 0;
    const create = vi.fn(() => `blob:photo-${++made}`);
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const { unmount } = render(
      <QueryClientProvider client={new QueryClient()}>
        <CompleteJobDialog job={job} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    await screen.findByRole('radiogroup', { name: 'Tiles scrubbed' });
    expect(screen.queryByLabelText('Add before photo')).toBeNull();
    const photo = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Add after photo'), [photo('a.jpg'), photo('b.jpg')]);
    const list = await screen.findByRole('list', { name: 'Photos added' });
    await vi.waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(2));
    expect(within(list).getByRole('img', { name: 'After photo 2' }).getAttribute('src')).toMatch(
      /^blob:photo-/,
    );
    unmount();
    expect(revoke.mock.calls.map(([u]) => u).sort()).toEqual(create.mock.results.map((r) => r.value).sort());
  });
});
