import { formatBookedHours } from '../../../../shared/domain/booked-hours';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { addDays, formatDateLong, formatTime12h, todayInIndia } from '../../../../shared/domain/time';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { DateField } from '../../../components/date-field/date-field';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { StatusLabelBadge } from '../../../components/booking-status/status-label-badge';
import { useAddLeave } from '../api/add-leave';
import { useCleanerJobs } from '../api/get-cleaner-jobs';
import { useDeleteLeave } from '../api/delete-leave';
import {
  DEFAULT_HOURS,
  hoursError,
  WEEKDAYS,
  WorkingHoursFields,
  type HoursDraft,
} from './working-hours-fields';
import { useUpdateCleaner } from '../api/update-cleaner';
import type { AdminCleaner } from '../api/get-cleaners';
import { leaveFormSchema, type LeaveForm } from '../model/admin-forms';
import { useCan } from '../hooks/use-can';

/** A cleaner's week, working hours and leave, in one dialog with tabs. */
export function CleanerManageDialog({
  cleaner,
  onClose,
}: {
  cleaner: AdminCleaner | null;
  onClose: () => void;
}) {
  // Working hours change the cleaner's account (cleaners.manage); a dispatcher keeps the week and leave.
  const canEditHours = useCan()('cleaners.manage');
  return (
    <Dialog
      open={!!cleaner}
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={cleaner?.name ?? ''}
      description={cleaner ? `${cleaner.email} · ${cleaner.phone}` : undefined}
      className="max-w-2xl"
    >
      {cleaner ? (
        <Tabs defaultValue="week">
          <TabsList label="Cleaner">
            <TabsTrigger value="week">Week</TabsTrigger>
            {canEditHours ? <TabsTrigger value="hours">Working hours</TabsTrigger> : null}
            <TabsTrigger value="leave">Leave</TabsTrigger>
          </TabsList>
          <TabsContent value="week">
            <Week cleanerId={cleaner.id} />
          </TabsContent>
          {canEditHours ? (
            <TabsContent value="hours">
              <Hours cleaner={cleaner} />
            </TabsContent>
          ) : null}
          <TabsContent value="leave">
            <Leave cleaner={cleaner} />
          </TabsContent>
        </Tabs>
      ) : null}
    </Dialog>
  );
}

function Week({ cleanerId }: { cleanerId: string }) {
  const today = todayInIndia(new Date());
  const jobs = useCleanerJobs(cleanerId, today, addDays(today, 6));
  if (jobs.isPending) return <LoadingState />;
  if (jobs.isError) return <ErrorState error={jobs.error} onRetry={() => void jobs.refetch()} />;
  if (!jobs.data.length) return <EmptyState title="No jobs in the next 7 days" />;
  return (
    <ul className="space-y-2 text-sm">
      {jobs.data.map((j) => (
        <li
          key={j._id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-2"
        >
          <span>
            <b>
              {formatDateLong(j.scheduledDate)}, {formatTime12h(j.scheduledTime)}
            </b>{' '}
            · {j.serviceName} · {j.customerName} · {j.address.city} · {formatBookedHours(j.durationMinutes)}
          </span>
          <StatusLabelBadge status={j.status} />
        </li>
      ))}
    </ul>
  );
}

function Hours({ cleaner }: { cleaner: AdminCleaner }) {
  const update = useUpdateCleaner();
  const first = cleaner.workingHours[0];
  const [hours, setHours] = useState<HoursDraft>(
    first
      ? { days: cleaner.workingHours.map((h) => h.weekday), start: first.start, end: first.end }
      : DEFAULT_HOURS,
  );
  const error = hoursError(hours);
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (error) return;
        update.mutate({
          id: cleaner.id,
          name: cleaner.name,
          workingHours: [...hours.days]
            .sort()
            .map((weekday) => ({ weekday, start: hours.start, end: hours.end })),
        });
      }}
    >
      <p className="text-sm text-slate-600">
        Now:{' '}
        {cleaner.workingHours.length
          ? cleaner.workingHours.map((h) => `${WEEKDAYS[h.weekday]} ${h.start}–${h.end}`).join(', ')
          : '08:00–20:00 every day'}
      </p>
      <WorkingHoursFields value={hours} onChange={setHours} />
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending || !!error}>
          Save hours
        </Button>
      </div>
    </form>
  );
}

function Leave({ cleaner }: { cleaner: AdminCleaner }) {
  const add = useAddLeave();
  const remove = useDeleteLeave();
  const today = todayInIndia(new Date());
  const form = useForm<LeaveForm>({
    resolver: zodResolver(leaveFormSchema),
    defaultValues: { from: today, to: today, reason: '' },
  });
  const { errors } = form.formState;
  // Calendar fields set their value by hand (a Controller would grow the form chunk every public form loads).
  const setDate = (name: 'from' | 'to', value: string) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const submit = form.handleSubmit(async (v) => {
    try {
      await add.mutateAsync({ cleanerId: cleaner.id, name: cleaner.name, ...v });
      form.reset();
    } catch {
      // Toasted.
    }
  });
  return (
    <div className="space-y-4">
      {cleaner.leaves.length ? (
        <ul className="space-y-2 text-sm">
          {cleaner.leaves.map((l) => (
            <li
              key={l.id}
              className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 p-2"
            >
              <span>
                {formatDateLong(l.from)} – {formatDateLong(l.to)} · {l.reason}
              </span>
              <Button
                size="sm"
                variant="outline"
                onClick={() => remove.mutate({ cleanerId: cleaner.id, leaveId: l.id })}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No leave booked.</p>
      )}
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-3">
        <DateField
          label="From"
          value={form.watch('from')}
          onChange={(v) => setDate('from', v)}
          error={errors.from?.message}
        />
        <DateField
          label="To"
          value={form.watch('to')}
          onChange={(v) => setDate('to', v)}
          error={errors.to?.message}
        />
        <TextField label="Reason" error={errors.reason?.message} {...form.register('reason')} />
        <div className="sm:col-span-3 flex justify-end">
          <Button type="submit" disabled={add.isPending}>
            Add leave
          </Button>
        </div>
      </form>
    </div>
  );
}
