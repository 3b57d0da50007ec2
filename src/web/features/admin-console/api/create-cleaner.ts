import { api } from '../../../lib/api-client';
import { useAdminAction } from '../hooks/use-admin-action';
import type { NewCleanerForm } from '../model/admin-forms';

/** POST /api/admin/cleaners: without a password the server emails a temporary one. */
export type NewCleanerInput = NewCleanerForm & {
  workingHours?: { weekday: number; start: string; end: string }[];
};

export const createCleaner = (input: NewCleanerInput) =>
  api.post<{ message?: string }>('/api/admin/cleaners', {
    ...input,
    password: input.password ? input.password : undefined,
  });

export const useCreateCleaner = () =>
  useAdminAction(createCleaner, (input) => ({
    title: 'Cleaner added',
    message: input.password
      ? `${input.name} can log in now.`
      : `${input.name} has been emailed a temporary password at ${input.email}.`,
  }));
