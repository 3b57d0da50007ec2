import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A "new or edit" dialog's form: the item's values each time the dialog opens, checked by `schema`,
 * saved with `save` (an admin action: it toasts the outcome), then the dialog closes. A refused save
 * keeps what was typed. `toForm` is a module-level function (the reset runs when it changes).
 */
export function useEditDialogForm<Item, In extends FieldValues, Out>(opts: {
  open: boolean;
  item: Item | null;
  toForm: (item: Item | null) => In;
  schema: z.ZodType<Out, In>;
  save: (values: Out) => Promise<unknown>;
  onClose: () => void;
}) {
  const { open, item, toForm } = opts;
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(opts.schema),
    defaultValues: toForm(item) as DefaultValues<In>,
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(toForm(item));
  }, [open, item, toForm, reset]);
  const submit = form.handleSubmit(async (values) => {
    try {
      await opts.save(values);
      opts.onClose();
    } catch {
      // Toasted with the reason; the form keeps what was typed.
    }
  });
  const { errors, isSubmitting } = form.formState;
  return { form, errors, isSubmitting, submit };
}
