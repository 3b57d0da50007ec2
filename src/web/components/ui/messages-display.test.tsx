import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serverMessages, validation } from '../../../shared/texts';
import { activateLanguage } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { TextField } from './field';
import { ErrorState } from './query-state';
import { showToast } from './toast';
import { ToastHost } from './toast-host';

afterEach(async () => {
  cleanup();
  await act(() => activateLanguage('en'));
});

describe('messages on screen follow the active language', () => {
  it("shows a field's error in Hindi, and in English again after a switch", async () => {
    await activateLanguage('hi');
    render(<TextField label="ईमेल" error={validation.emailRequired} />);
    // The messages arrive with the first field that can show one.
    expect((await screen.findByText('ईमेल आवश्यक है')).getAttribute('role')).toBe('alert');
    await act(() => activateLanguage('en'));
    expect(screen.getByRole('alert').textContent).toBe('Email is required');
  });

  it("shows a query's failure in Hindi", async () => {
    await activateLanguage('hi');
    render(<ErrorState error={new ApiError('http', 404, '')} onRetry={() => {}} />);
    expect(await screen.findByText('माँगी गई जानकारी नहीं मिली।')).toBeTruthy();
    expect(screen.getByText('नहीं मिला')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
  });

  it('shows a toast in Hindi, and switches it to English while it is on screen', async () => {
    await activateLanguage('hi');
    render(<ToastHost />);
    act(() => showToast('error', 'Authentication Failed', serverMessages.invalidCredentials, 60_000));
    // The toaster and sonner are lazy chunks: the first toast waits for them.
    expect(await screen.findByText('ईमेल या पासवर्ड गलत है', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('पहचान की पुष्टि नहीं हुई')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सूचना बंद करें' })).toBeTruthy();
    await act(() => activateLanguage('en'));
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
    expect(screen.getByText('Authentication Failed')).toBeTruthy();
  });
});
