import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../i18n/api-error';
import { adminKeys } from '../api/admin-keys';

/** Every admin action: a toast when it worked, the reason when it did not, then fresh admin data. */
export function useAdminAction<TInput, TResult = unknown>(
  run: (input: TInput) => Promise<TResult>,
  success: (input: TInput, result: TResult) => { title: string; message?: string },
  /** Other data the change makes stale: query keys, or the public catalogue's invalidate after a price edit. */
  alsoInvalidate: readonly (readonly unknown[] | (() => void))[] = [],
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result, input) => {
      const { title, message } = success(input, result);
      showToast('success', title, message);
      const keys = [adminKeys.all, ...alsoInvalidate].filter((k) => typeof k !== 'function');
      alsoInvalidate.forEach((k) => typeof k === 'function' && k());
      await Promise.all(keys.map((queryKey) => qc.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      const { title, message } = describeApiError(error);
      showToast('error', title, message);
    },
  });
}
