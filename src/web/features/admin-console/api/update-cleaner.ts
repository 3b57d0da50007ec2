import { api } from '../../../lib/api-client';
import { useAdminAction } from '../hooks/use-admin-action';
import { jobsReturnedText } from '../model/format';
import type { WorkingHours } from './get-cleaners';

export interface UpdateCleanerInput {
  id: string;
  name: string;
  isActive?: boolean;
  /** One range for every day, per weekday, or null for the default 08:00–20:00. */
  workingHours?: WorkingHours[] | { start: string; end: string } | null;
}

/** PATCH /api/admin/cleaners/:id {isActive?, workingHours?}. */
export const updateCleaner = ({ id, isActive, workingHours }: UpdateCleanerInput) =>
  api.patch<{ data: { jobsReturned: number } }>(`/api/admin/cleaners/${id}`, { isActive, workingHours });

export const useUpdateCleaner = () =>
  useAdminAction(updateCleaner, (input, result) => ({
    title: 'Cleaner updated',
    message:
      (input.isActive === false
        ? `${input.name} is deactivated and gets no new jobs.`
        : input.isActive === true
          ? `${input.name} is active again.`
          : `${input.name}'s working hours are saved.`) + jobsReturnedText(result.data.jobsReturned),
  }));
