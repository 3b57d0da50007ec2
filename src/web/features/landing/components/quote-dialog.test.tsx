import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/test-support';
import QuoteDialog from './quote-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  const user = userEvent.setup();
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <QuoteDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Get a quote' });
  return { user, dialog, onOpenChange };
}

describe('QuoteDialog', () => {
  it('asks for a service and a valid 10-digit phone number', async () => {
    const { calls } = mockApi();
    const { user, dialog } = renderDialog();
    await user.type(within(dialog).getByLabelText('Phone'), '12345');
    await user.type(within(dialog).getByLabelText(/Area/), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Request a quote' }));
    expect(await within(dialog).findByText('Please enter a valid 10-digit phone number')).toBeTruthy();
    expect(within(dialog).getByText('Please select a service')).toBeTruthy();
    expect(within(dialog).getByText('Area must be a positive number')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/quotes')).toHaveLength(0);
  });

  it('posts service, area, name, phone and message, then thanks the visitor', async () => {
    const { calls } = mockApi({
      'POST /api/quotes': () => ({
        body: { status: 'success', message: 'We will call you within 2 hours.' },
      }),
    });
    const { user, dialog, onOpenChange } = renderDialog();
    await user.selectOptions(within(dialog).getByLabelText('Service'), 'Office Cleaning');
    await user.type(within(dialog).getByLabelText(/Area/), '1200');
    await user.type(within(dialog).getByLabelText(/Name/), 'Rakesh Jain');
    await user.type(within(dialog).getByLabelText('Phone'), '9876543210');
    await user.type(within(dialog).getByLabelText('Message'), 'Weekly, mornings');
    await user.click(within(dialog).getByRole('button', { name: 'Request a quote' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('We will call you within 2 hours.');
    expect(calls.find((c) => c.url === '/api/quotes')?.body).toEqual({
      service: 'office-cleaning',
      area: 1200,
      name: 'Rakesh Jain',
      phone: '9876543210',
      message: 'Weekly, mornings',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('sends only what was filled in', async () => {
    const { calls } = mockApi({ 'POST /api/quotes': () => ({ body: { status: 'success', message: '' } }) });
    const { user, dialog } = renderDialog();
    await user.selectOptions(within(dialog).getByLabelText('Service'), 'Sofa Cleaning');
    await user.type(within(dialog).getByLabelText('Phone'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Request a quote' }));
    expect(await within(dialog).findByRole('status')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/quotes')?.body).toEqual({
      service: 'sofa-cleaning',
      phone: '9876543210',
    });
  });

  it('shows a server failure with the generic mapping', async () => {
    mockApi({
      'POST /api/quotes': () => ({
        status: 503,
        body: { status: 'error', code: 'UNAVAILABLE', message: 'Inbox is down' },
      }),
    });
    const { user, dialog } = renderDialog();
    await user.selectOptions(within(dialog).getByLabelText('Service'), 'Shop Cleaning');
    await user.type(within(dialog).getByLabelText('Phone'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Request a quote' }));
    expect(await within(dialog).findByText('Server Issue')).toBeTruthy();
    expect(within(dialog).getByText('Inbox is down')).toBeTruthy();
  });
});
