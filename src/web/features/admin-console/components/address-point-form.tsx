import { useState, type FormEvent } from 'react';
import { formatPoint, mapLinkFor, parsePointInput } from '../../../../shared/domain/address-point';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useSetAddressLocation } from '../api/set-address-location';

/**
 * The exact point of a booking's address, as a map app copies it ("22.7196, 75.8577"): checked here with
 * the server's own rule and message, saved (audited), or removed by saving it empty.
 */
export function AddressPointForm(props: {
  bookingId: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}) {
  const current =
    props.latitude !== null && props.longitude !== null
      ? { lat: props.latitude, lng: props.longitude }
      : null;
  const [text, setText] = useState(current ? formatPoint(current) : '');
  const [error, setError] = useState<string>();
  const mutation = useSetAddressLocation();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parsePointInput(text);
    if (!parsed.ok) return setError(parsed.error);
    setError(undefined);
    mutation.mutate({ bookingId: props.bookingId, point: text });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-2 border-t border-slate-100 pt-2"
      aria-label="Address location"
    >
      <p className="text-sm text-slate-700">
        {current ? (
          <>
            Exact location saved ·{' '}
            <a
              href={mapLinkFor(props.address, current)}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-700 underline"
            >
              Map
            </a>
          </>
        ) : (
          'No exact location: the ETA and attendance use the PIN area’s centre, when it has one.'
        )}
      </p>
      <div className="mt-2 space-y-2">
        <TextField
          label="Location (latitude, longitude)"
          placeholder="22.7196, 75.8577"
          inputMode="decimal"
          maxLength={60}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={error}
          hint="Paste from a map app; leave empty to remove."
        />
        <Button type="submit" size="sm" variant="outline" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving…' : 'Save location'}
        </Button>
      </div>
    </form>
  );
}
