import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { useMessageText } from '../../i18n/message-text';
import { toasterState, type ToastType } from './toast';

/** A toast's text, in the active language while it is on screen. */
function Message({ text }: { text: string }) {
  const message = useMessageText();
  return <>{message(text)}</>;
}

export function present(type: ToastType, title: string, message: string | undefined, durationMs: number) {
  toast[type](<Message text={title} />, {
    description: message ? <Message text={message} /> : undefined,
    duration: durationMs,
  });
}

export default function AppToaster() {
  const message = useMessageText();
  // Effects run children first: sonner's Toaster is subscribed by the time this one says so.
  useEffect(() => toasterState.mounted(), []);
  return (
    <Toaster
      position="top-right"
      richColors
      closeButton
      duration={5000}
      customAriaLabel={message('Notifications alt+T')}
      toastOptions={{ closeButtonAriaLabel: message('Close toast') }}
    />
  );
}
