import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstallAppCard } from './install-app-card';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

/** Chrome's install offer, as Chrome fires it once the app is installable. */
function fireInstallOffer(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

describe('InstallAppCard', () => {
  it('shows nothing until the browser offers to install', () => {
    render(<InstallAppCard />);
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('holds Chrome’s offer and opens it on "Install the app"; once accepted the card goes', async () => {
    render(<InstallAppCard />);
    const offer = fireInstallOffer('accepted');
    expect(offer.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Keep My Jobs on your home screen' })).toBeNull();
  });

  it('gives the Share-menu steps on an iPhone, and "Not now" keeps it away', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    const { unmount } = render(<InstallAppCard />);
    expect(screen.getByText('On iPhone: tap Share, then “Add to Home Screen”.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText(/On iPhone/)).toBeNull();
    unmount();
    render(<InstallAppCard />);
    expect(screen.queryByText(/On iPhone/)).toBeNull();
  });
});
