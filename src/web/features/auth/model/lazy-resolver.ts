import type { FormRules } from './use-auth-form';

/**
 * A form's rules whose code (zod and the form's schema) loads apart from the page, so the form paints
 * without waiting for it. `preload` starts the download early (when the form gets focus, long before a
 * submit); a failed download is tried again on the next validation.
 */
export function lazyResolver<F, V>(load: () => Promise<FormRules<F, V>>) {
  let loading: Promise<FormRules<F, V>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: FormRules<F, V> = async (values) => (await get())(values);
  return { resolver, preload: () => void get().catch(() => undefined) };
}
