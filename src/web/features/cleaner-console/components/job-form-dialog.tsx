import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from '../../../i18n/react';
import { CLEANER_NS } from '../i18n';

/** The frame a cleaner's job dialogs share: a form, then Cancel and the action, thumb-sized on a phone. */
export function JobFormDialog(props: {
  open: boolean;
  title: string;
  description?: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(CLEANER_NS);
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={props.title}
      description={props.description}
    >
      <form onSubmit={props.onSubmit} noValidate className="space-y-4">
        {props.children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" onClick={props.onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" size="lg" disabled={props.submitting}>
            {props.submitting ? props.busyLabel : props.submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
