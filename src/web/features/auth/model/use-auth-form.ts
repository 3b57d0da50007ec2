import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** Each field's first message, or nothing for a valid field. */
export type FieldMessages<F> = Partial<Record<keyof F & string, string>>;

/** A form's rules: the parsed values, or the messages of the fields that are wrong. */
export type FormRules<F, V> = (
  values: F,
) => Promise<{ values: V; errors?: undefined } | { values?: undefined; errors: FieldMessages<F> }>;

type Element = HTMLInputElement;
const valueOf = (el: Element) => (el.type === 'checkbox' ? el.checked : el.value);

/**
 * The login and signup forms' state, as react-hook-form kept it for them (its defaults: validate on
 * submit, then each field again on its every change), without its ~12 KB gzip on their first visit:
 * - a submit runs the rules over every field: errors shown, or the parsed values handed on
 *   (`isSubmitting` meanwhile); the first field with an error, in the order they were registered,
 *   gets the focus;
 * - after the first submit, a change runs the rules again and sets or clears that field's error only
 *   (so an error leaves as soon as its field is valid; another field's stays until it changes);
 * - `setError` shows the server's message on a field until the next change of it or submit.
 * Inputs stay uncontrolled: `register` gives their name, ref and change handler.
 */
export function useAuthForm<F extends Record<string, string | boolean>, V>(rules: FormRules<F, V>) {
  const fields = useRef(new Map<keyof F & string, Element>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<FieldMessages<F>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const values = () => Object.fromEntries([...fields.current].map(([name, el]) => [name, valueOf(el)])) as F;

  const setError = (name: keyof F & string, message: string) =>
    setErrors((shown) => ({ ...shown, [name]: message }));

  const register = (name: keyof F & string) => ({
    name,
    ref: (el: Element | null) => {
      if (el) fields.current.set(name, el);
    },
    onChange: async (event: ChangeEvent<Element>) => {
      if (!submitted.current) return;
      const value = valueOf(event.target);
      const { errors: now } = await rules(values());
      // A later change has its own check: this one's answer is stale.
      const el = fields.current.get(name);
      if (!el || valueOf(el) !== value) return;
      setErrors(({ [name]: _old, ...others }) => {
        const message = now?.[name];
        return (message ? { ...others, [name]: message } : others) as FieldMessages<F>;
      });
    },
  });

  const focusFirstError = (shown: FieldMessages<F>) => {
    for (const [name, el] of fields.current) {
      if (shown[name]) return el.focus();
    }
  };

  const handleSubmit =
    (onValid: (values: V) => Promise<void>, onInvalid?: () => void) => async (event: FormEvent) => {
      event.preventDefault();
      setSubmitting(true);
      try {
        const result = await rules(values());
        const shown = result.errors;
        if (shown && Object.keys(shown).length) {
          setErrors(shown);
          onInvalid?.();
          focusFirstError(shown);
          setTimeout(() => focusFirstError(shown));
        } else {
          setErrors({});
          await onValid(result.values as V);
        }
      } finally {
        submitted.current = true;
        setSubmitting(false);
      }
    };

  return { register, handleSubmit, setError, errors, isSubmitting };
}
