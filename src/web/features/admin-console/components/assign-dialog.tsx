import { formatBookedHours } from '../../../../shared/domain/booked-hours';
import { formatVisit } from '../model/format';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useAssignBooking, useAssignSeries } from '../api/assign-booking';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { useFreeCleaners } from '../api/get-free-cleaners';
import type { AdminBookingDto } from '../../../../shared/api-admin';

/** Assign or reassign: pick among the cleaners the server says are free (a crew job needs several). */
export function AssignDialog({ booking, onClose }: { booking: AdminBookingDto | null; onClose: () => void }) {
  const free = useFreeCleaners(booking?.id ?? null);
  const assignOne = useAssignBooking();
  const assignPlan = useAssignSeries();
  const [picked, setPicked] = useState<string[]>([]);
  // A visit of a recurring plan: its later visits go to the same crew too, unless the admin unticks this.
  const [wholePlan, setWholePlan] = useState(true);
  const inPlan = !!booking?.seriesId;
  const assign = inPlan && wholePlan ? assignPlan : assignOne;
  const crewSize = free.data?.crewSize ?? 1;
  // The crew the booking already holds (reserved at booking, or assigned) is preselected.
  useEffect(() => {
    if (free.data) setPicked(free.data.cleaners.filter((c) => c.holdsThisJob).map((c) => c.id));
  }, [free.data]);
  const close = () => {
    setPicked([]);
    setWholePlan(true);
    onClose();
  };
  const toggle = (id: string) =>
    setPicked((p) =>
      p.includes(id) ? p.filter((x) => x !== id) : crewSize === 1 ? [id] : [...p, id].slice(-crewSize),
    );
  const confirm = () => {
    if (!booking || !free.data) return;
    const names = free.data.cleaners
      .filter((c) => picked.includes(c.id))
      .map((c) => c.name)
      .join(', ');
    const input = { bookingId: booking.id, cleanerIds: picked, names };
    if (inPlan && wholePlan) assignPlan.mutate(input, { onSuccess: close });
    else assignOne.mutate(input, { onSuccess: close });
  };
  return (
    <Dialog
      open={!!booking}
      onOpenChange={(o) => (o ? undefined : close())}
      title={booking?.cleaner ? 'Reassign booking' : 'Assign a cleaner'}
      description={
        booking
          ? `${booking.reference} · ${booking.serviceName} · ${formatVisit(booking.scheduledDate, booking.scheduledTime)} · ${booking.customer.name}`
          : undefined
      }
    >
      {free.isPending ? (
        <LoadingState label="Finding free cleaners…" />
      ) : free.isError ? (
        <ErrorState error={free.error} onRetry={() => void free.refetch()} />
      ) : free.data.cleaners.length === 0 ? (
        <EmptyState title="Nobody is free for this job">
          Change the time, or a cleaner's hours or leave.
        </EmptyState>
      ) : (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">
            {crewSize > 1 ? `Pick ${crewSize} cleaners (crew)` : 'Pick a free cleaner'}
          </legend>
          <ul className="max-h-72 space-y-2 overflow-y-auto">
            {free.data.cleaners.map((c) => (
              <li key={c.id}>
                <label className="flex min-h-[44px] cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 hover:bg-slate-50">
                  <input
                    type={crewSize > 1 ? 'checkbox' : 'radio'}
                    name="cleaner"
                    checked={picked.includes(c.id)}
                    onChange={() => toggle(c.id)}
                    className="h-4 w-4"
                  />
                  <span className="font-medium">{c.name}</span>
                  {c.loadMinutes !== undefined ? (
                    <span className="ml-auto text-xs text-slate-600">
                      {formatBookedHours(c.loadMinutes)} booked that day
                    </span>
                  ) : null}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {inPlan && free.data?.cleaners.length ? (
        <CheckboxField
          className="mt-3"
          label="Also the later visits of this plan"
          hint="Each later visit goes to the same crew where they are free; the others keep their crew and are listed."
          checked={wholePlan}
          onChange={(e) => setWholePlan(e.target.checked)}
        />
      ) : null}
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={close}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={picked.length !== crewSize || assign.isPending}>
          {assign.isPending ? 'Assigning…' : 'Assign'}
        </Button>
      </div>
    </Dialog>
  );
}
