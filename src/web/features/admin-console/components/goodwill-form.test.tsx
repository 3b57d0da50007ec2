import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/auth-store';
import { demoUser, logOut, mockApi, renderWithApp } from '../../../test/test-support';
import { GoodwillForm } from './goodwill-form';

afterEach(() => {
  cleanup();
  logOut();
  vi.unstubAllGlobals();
});

const URL = '/api/admin/customers/c1/credits';

function renderAs(role: 'admin' | 'support') {
  setSession('test-token', { ...demoUser, role }, true);
  const headers: (string | null)[] = [];
  const api = mockApi({
    [`POST ${URL}`]: (init) => {
      headers.push(new Headers(init.headers).get('idempotency-key'));
      return {
        body: {
          status: 'success',
          data: {
            // The whole entry, as the server sends it: the answer is parsed (goodwillGrantedSchema).
            entry: {
              id: 'e1',
              amountPaise: 25000,
              reason: 'goodwill',
              reasonText: 'Goodwill',
              note: 'Late crew',
              bookingId: null,
              expiresAt: null,
              createdAt: '2026-11-28T10:00:00.000Z',
            },
            balancePaise: 25000,
          },
          message: 'Credits granted',
        },
      };
    },
  });
  const onGranted = vi.fn();
  renderWithApp(<GoodwillForm customerId="c1" onGranted={onGranted} />);
  return { ...api, headers, onGranted, user: userEvent.setup() };
}

describe('the goodwill form', () => {
  it("states the role's limit per grant", () => {
    renderAs('support');
    expect(screen.getByText(/Up to ₹500 per grant for your role/)).toBeTruthy();
    cleanup();
    renderAs('admin');
    expect(screen.getByText(/Up to ₹5,000 per grant for your role/)).toBeTruthy();
  });

  it('refuses a missing reason before sending anything', async () => {
    const { calls, user } = renderAs('admin');
    await user.type(screen.getByLabelText('Amount (₹)'), '250');
    await user.click(screen.getByRole('button', { name: 'Grant credits' }));
    expect(screen.getByRole('alert').textContent).toBe('reason is required');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends rupees and the reason with an Idempotency-Key, a new key for the next grant', async () => {
    const { calls, headers, onGranted, user } = renderAs('admin');
    await user.type(screen.getByLabelText('Amount (₹)'), '250');
    await user.type(screen.getByLabelText('Reason'), 'Late crew');
    await user.click(screen.getByRole('button', { name: 'Grant credits' }));
    await vi.waitFor(() => expect(onGranted).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ amountRupees: 250, reason: 'Late crew' });
    await user.type(screen.getByLabelText('Amount (₹)'), '100');
    await user.type(screen.getByLabelText('Reason'), 'Again');
    await user.click(screen.getByRole('button', { name: 'Grant credits' }));
    await vi.waitFor(() => expect(onGranted).toHaveBeenCalledTimes(2));
    expect(headers).toHaveLength(2);
    expect(headers[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers[1]).not.toBe(headers[0]);
  });
});
