import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MAX_BOOKING_HORIZON_DAYS } from '../../../../shared/domain/service-area';
import { formatDateLong } from '../../../../shared/domain/time';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useAddPincode, useAdminServiceArea, useRemovePincode, useSetHorizon } from '../api/service-area';
import { DispatchModePanel } from '../components/dispatch-mode-panel';
import { SectionHeader } from '../components/section-header';
import {
  horizonFormSchema,
  servedPincodeFormSchema,
  type HorizonForm,
  type ServedPincodeForm,
} from '../model/admin-forms';
import { SimpleTable } from '../components/simple-table';

/** Where we take bookings, and how far ahead. */
export default function ServiceAreaPage() {
  const query = useAdminServiceArea();
  const add = useAddPincode();
  const remove = useRemovePincode();
  const setHorizon = useSetHorizon();
  const pinForm = useForm<z.input<typeof servedPincodeFormSchema>, unknown, ServedPincodeForm>({
    resolver: zodResolver(servedPincodeFormSchema),
    defaultValues: { pincode: '', area: '' },
  });
  const daysForm = useForm<z.input<typeof horizonFormSchema>, unknown, HorizonForm>({
    resolver: zodResolver(horizonFormSchema),
    defaultValues: { days: '' },
  });
  const pinError = pinForm.formState.errors.pincode?.message;
  const daysError = daysForm.formState.errors.days?.message;

  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;

  const submitPincode = pinForm.handleSubmit((values) =>
    add.mutate(values, { onSuccess: () => pinForm.reset() }),
  );
  const submitDays = daysForm.handleSubmit(({ days }) =>
    setHorizon.mutate(days, { onSuccess: () => daysForm.reset() }),
  );

  return (
    <>
      <SectionHeader title="Service area" />
      <DispatchModePanel />
      <section
        aria-labelledby="horizon-heading"
        className="mb-6 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="horizon-heading" className="font-semibold text-slate-900">
          Booking horizon
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Customers can book up to <strong>{data.horizonDays} days</strong> ahead: today the last bookable
          date is {formatDateLong(data.lastBookableDate)}.
        </p>
        <form onSubmit={submitDays} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextField
            label="Days ahead"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_BOOKING_HORIZON_DAYS}
            placeholder={String(data.horizonDays)}
            error={daysError}
            {...daysForm.register('days')}
          />
          <Button type="submit" disabled={setHorizon.isPending}>
            Save horizon
          </Button>
        </form>
      </section>

      <section aria-labelledby="pincodes-heading" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="pincodes-heading" className="font-semibold text-slate-900">
          Pincodes we serve ({data.pincodes.length})
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          A booking for any other pincode is refused with a link to request a quote.
        </p>
        <form
          onSubmit={submitPincode}
          noValidate
          className="my-3 flex flex-col gap-2 sm:flex-row sm:items-end"
        >
          <TextField
            label="Pincode"
            inputMode="numeric"
            maxLength={6}
            placeholder="6-digit pincode"
            error={pinError}
            {...pinForm.register('pincode')}
          />
          <TextField
            label="Area (optional)"
            placeholder="e.g. Dewas"
            containerClassName="flex-1"
            {...pinForm.register('area')}
          />
          <Button type="submit" disabled={add.isPending}>
            Add pincode
          </Button>
        </form>
        {data.pincodes.length === 0 ? (
          <EmptyState title="No pincodes: every booking is refused" />
        ) : (
          <SimpleTable
            caption="Pincodes we serve"
            rows={data.pincodes}
            rowKey={(p) => p.pincode}
            columns={[
              { header: 'Pincode', cell: (p) => <span className="font-mono">{p.pincode}</span> },
              { header: 'Area', cell: (p) => p.area || '—' },
              {
                header: 'Actions',
                cell: (p) => (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(p.pincode)}
                  >
                    Remove<span className="sr-only"> {p.pincode}</span>
                  </Button>
                ),
              },
            ]}
          />
        )}
      </section>
    </>
  );
}
