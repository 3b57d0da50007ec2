import type { AddressDto } from '../../../../shared/api';
import { Button } from '../../../components/ui/button';

export function AddressesTab(props: {
  addresses: AddressDto[];
  loading: boolean;
  onAdd: () => void;
  onUse: (a: AddressDto) => void;
  onDelete: (a: AddressDto) => void;
}) {
  return (
    <section aria-labelledby="addresses-heading" className="space-y-4">
      <div className="flex items-center justify-between">
        <h2 id="addresses-heading" className="text-lg font-semibold text-slate-900">
          Saved Addresses
        </h2>
        <Button size="sm" onClick={props.onAdd}>
          Add Address
        </Button>
      </div>
      {props.loading ? <p className="text-slate-600">Loading addresses...</p> : null}
      {!props.loading && props.addresses.length === 0 ? (
        <p className="text-slate-600">No saved addresses yet.</p>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {props.addresses.map((a) => (
          <li key={a._id} className="rounded-xl border border-slate-200 p-4">
            <p className="text-sm font-bold uppercase tracking-wide text-brand-800">{a.label}</p>
            <p className="mt-1 text-slate-800">{a.line1}</p>
            {a.line2 ? <p className="text-slate-800">{a.line2}</p> : null}
            <p className="text-slate-600">
              {a.city}, {a.state} - {a.pincode}
            </p>
            <div className="mt-3 flex gap-2">
              <Button size="sm" onClick={() => props.onUse(a)}>
                Use This
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-red-700 hover:bg-red-50"
                onClick={() => props.onDelete(a)}
                aria-label={`Delete ${a.label} address ${a.line1}`}
              >
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
