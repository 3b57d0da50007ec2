import { useCallback, useState } from 'react';

export type ShownErrors = Partial<Record<string, string>>;

/**
 * The field errors a form shows after a submit, each leaving as soon as its field is valid: once the
 * values change, an error stays only while `validate` still finds one for its field (with today's reason).
 * New errors never appear while typing; only `show` (on submit or Next) sets them. The forms on
 * react-hook-form, and login and signup (auth/model/use-auth-form.ts, which keeps react-hook-form's
 * rule for them), clear errors the same way but also show a changed field's new error after a submit:
 * one rule for both would change what login and signup have always done.
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
