import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code (zod and the form's schema) loads apart from the page, so the form paints
 * without waiting for it. `preload` starts the download early (when the form gets focus, long before a
 * submit); a failed download is tried again on the next validation.
 */
export function lazyResolver<TFieldValues extends FieldValues, TTransformed>(
  load: () => Promise<Resolver<TFieldValues, unknown, TTransformed>>,
) {
  let loading: Promise<Resolver<TFieldValues, unknown, TTransformed>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<TFieldValues, unknown, TTransformed> = async (values, context, options) =>
    (await get())(values, context, options);
  return { resolver, preload: () => void get().catch(() => undefined) };
}
