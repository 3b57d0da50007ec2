import { useCallback, useState } from 'react';

export type ShownErrors = Partial<Record<string, string>>;

/**
 * The field errors a form shows after a submit, each leaving as soon as its field is valid: once the
 * values change, an error stays only while `validate` still finds one for its field (with today's reason).
 * New errors never appear while typing; only `show` (on submit or Next) sets them. The forms on
 * react-hook-form get the same from its default reValidateMode ('onChange' after a submit).
 */
/** `values`: the form's state, a new object only when it changes (compared by identity). */
export function useClearingErrors<V>(values: V, validate: (values: V) => ShownErrors) {
  const [shown, setShown] = useState<{ errors: ShownErrors; values: V }>({ errors: {}, values });
  let errors = shown.errors;
  if (!Object.is(shown.values, values)) {
    if (Object.keys(errors).length) {
      const now = validate(values);
      errors = Object.fromEntries(Object.keys(errors).flatMap((k) => (now[k] ? [[k, now[k]]] : [])));
    }
    // Kept, so a cleared error stays cleared (React's "state from the previous render"; guarded by the
    // values' identity, so it settles in one extra render).
    setShown({ errors, values });
  }
  const show = useCallback((next: ShownErrors) => setShown({ errors: next, values }), [values]);
  return [errors, show] as const;
}
