import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { useCreateCleaner } from '../api/create-cleaner';
import { DEFAULT_HOURS, hoursError, WorkingHoursFields, type HoursDraft } from './working-hours-fields';
import { newCleanerFormSchema, type NewCleanerForm } from '../model/admin-forms';

/** Add a cleaner: name, email, phone and working hours; leave the password empty and one is emailed. */
export function NewCleanerDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const create = useCreateCleaner();
  const form = useForm<z.input<typeof newCleanerFormSchema>, unknown, NewCleanerForm>({
    resolver: zodResolver(newCleanerFormSchema),
    defaultValues: { name: '', email: '', phone: '', password: '' },
  });
  const [hours, setHours] = useState<HoursDraft>(DEFAULT_HOURS);
  const { errors, isSubmitting } = form.formState;
  const close = (o: boolean) => {
    if (!o) {
      form.reset();
      setHours(DEFAULT_HOURS);
    }
    onOpenChange(o);
  };
  const submit = form.handleSubmit(async (values) => {
    if (hoursError(hours)) return;
    try {
      await create.mutateAsync({
        ...values,
        workingHours: [...hours.days]
          .sort()
          .map((weekday) => ({ weekday, start: hours.start, end: hours.end })),
      });
      close(false);
    } catch {
      // The action's toast has said why; the form stays filled in to correct.
    }
  });
  return (
    <Dialog open={open} onOpenChange={close} title="Add a cleaner">
      <form onSubmit={submit} noValidate className="space-y-3">
        <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Phone"
          inputMode="tel"
          maxLength={10}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField
          label="Password (optional)"
          type="password"
          autoComplete="new-password"
          hint="Leave empty to email a temporary password."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <WorkingHoursFields value={hours} onChange={setHours} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting || !!hoursError(hours)}>
            {isSubmitting ? 'Adding…' : 'Add cleaner'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
