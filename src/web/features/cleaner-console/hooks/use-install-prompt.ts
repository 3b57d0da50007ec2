import { useEffect, useState } from 'react';

/** Chrome's install offer (not in TypeScript's DOM types): held back, then shown when the cleaner asks. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOffer =
  { kind: 'prompt'; install: () => Promise<void> } | { kind: 'ios' } | { kind: 'none' };

const DISMISSED_KEY = 'chamak.installDismissed';

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** Safari on iPhone/iPad has no install event: it installs from Share → Add to Home Screen. */
function isIosSafari(): boolean {
  const ua = navigator.userAgent;
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  return ios && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua);
}

/**
 * What this phone offers for installing the cleaner app: Chrome's prompt once it fires
 * `beforeinstallprompt`, the Share-menu steps on iOS Safari, or nothing (installed already, dismissed,
 * or a browser that cannot install).
 */
export function useInstallPrompt(): { offer: InstallOffer; dismiss: () => void } {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [hidden, setHidden] = useState(() => isStandalone() || localStorage.getItem(DISMISSED_KEY) === '1');

  useEffect(() => {
    const held = (e: Event) => {
      e.preventDefault();
      setEvent(e as BeforeInstallPromptEvent);
    };
    const installed = () => setHidden(true);
    window.addEventListener('beforeinstallprompt', held);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', held);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    setHidden(true);
  };

  if (hidden) return { offer: { kind: 'none' }, dismiss };
  if (event)
    return {
      offer: {
        kind: 'prompt',
        install: async () => {
          await event.prompt();
          const { outcome } = await event.userChoice;
          // A prompt is good once; after a refusal Chrome offers a new event later.
          setEvent(null);
          if (outcome === 'accepted') setHidden(true);
        },
      },
      dismiss,
    };
  return { offer: isIosSafari() ? { kind: 'ios' } : { kind: 'none' }, dismiss };
}
