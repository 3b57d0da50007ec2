import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from './cn';
import { Button } from './button';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** Accessible modal (focus trapped, Escape closes, focus returns) over Radix Dialog. */
export function Dialog({ open, onOpenChange, title, description, children, className }: DialogProps) {
  // Opened from code rather than a Radix Trigger: remember what had focus, and give it back on close.
  // Read during render: the dialog's own effects move focus inside before any effect of ours would run.
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (
    open &&
    !wasOpen.current &&
    typeof document !== 'undefined' &&
    document.activeElement instanceof HTMLElement
  ) {
    opener.current = document.activeElement;
  }
  useEffect(() => {
    wasOpen.current = open;
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none',
            className,
          )}
        >
          <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-slate-600">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  busy?: boolean;
  danger?: boolean;
}

/** A yes/no question (Cancel Booking, Logout). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  busy,
  danger,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={message}>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className={cn(
            'rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:opacity-60',
            danger ? 'bg-red-600 hover:bg-red-700' : 'bg-brand-600 hover:bg-brand-700',
          )}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

/** Who opens a dialog that does one thing: told when it is closed unchanged, or done. */
export interface DoneDialogProps {
  onClose: () => void;
  onDone: () => void;
}

/**
 * The foot of a dialog that does one thing (report a problem, re-clean, tip, reschedule): what went wrong
 * (already in the reader's language), Cancel, and the action, which reads `busyLabel` while it runs.
 */
export function DialogActions({
  error,
  cancelLabel,
  onCancel,
  label,
  busyLabel,
  busy,
  disabled,
  onAction,
}: {
  error?: ReactNode;
  cancelLabel: string;
  onCancel: () => void;
  label: ReactNode;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  onAction: () => void;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={onAction} disabled={busy || disabled}>
          {busy ? busyLabel : label}
        </Button>
      </div>
    </>
  );
}
