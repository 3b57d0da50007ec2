import { useState } from 'react';
import { Button } from '../ui/button';
import { MapPinIcon } from '../ui/line-icons';
import { useMessageText } from '../../i18n/message-text';
import { useTranslation } from '../../i18n/react';
import { ADDRESS_LOCATION_NS } from './i18n';
import { type AddressPoint, type LocateFailure, readCurrentPoint } from './current-position';

export type { AddressPoint };

/**
 * "Use my current location" for an address: the phone's point, asked with the person's consent and
 * kept with the address so the crew's ETA, map link and attendance check use the exact place. Shows
 * "Location saved" with a way to remove it, or why it could not be had.
 */
export function AddressLocationField(props: {
  value: AddressPoint | null;
  /** A new point, or null to remove it; may save at once (a saved address) and fail with a message. */
  onChange: (point: AddressPoint | null) => void | Promise<void>;
  /** The server's or the form's message about the point. */
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation(ADDRESS_LOCATION_NS);
  const messageText = useMessageText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LocateFailure | null>(null);

  const locate = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const read = await readCurrentPoint();
      if (read.ok) await props.onChange(read.point);
      else setFailure(read.failure);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await props.onChange(null);
    } finally {
      setBusy(false);
    }
  };

  const failureText =
    failure === null
      ? props.error
        ? messageText(props.error)
        : null
      : typeof failure === 'object'
        ? messageText(failure.message)
        : t(failure);

  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3" data-testid="address-location">
      {props.value ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p role="status" className="flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
            <MapPinIcon className="h-4 w-4 shrink-0" />
            {t('saved')}
          </p>
          <Button size="sm" variant="ghost" onClick={() => void remove()} disabled={busy || props.disabled}>
            {t('remove')}
          </Button>
        </div>
      ) : (
        <div className="space-y-1">
          <Button size="sm" variant="outline" onClick={() => void locate()} disabled={busy || props.disabled}>
            <MapPinIcon className="h-4 w-4 shrink-0" />
            {busy ? t('locating') : t('use')}
          </Button>
          <p className="text-xs text-slate-600">{t('hint')}</p>
        </div>
      )}
      {failureText ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {failureText}
        </p>
      ) : null}
    </div>
  );
}
