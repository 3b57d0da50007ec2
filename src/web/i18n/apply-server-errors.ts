import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, type ErrorDescription } from '../lib/api-client';
import { describeApiError } from './api-error';

/**
 * A failed submit: field messages from a 400's details go under their fields; the rest is described by
 * the generic mapping by status (describeApiError) for the form's alert.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): ErrorDescription {
  if (error instanceof ApiError && error.status === 400 && error.details) {
    for (const d of error.details) {
      const field = fields.find((f) => f === d.field);
      if (field) setError(field, { type: 'server', message: d.message });
    }
  }
  return describeApiError(error);
}
