import type { EmailMessage } from '../../platform/mail/outbox';
import { templateCall } from '../../platform/mail/templates/registry';

export interface TippedVisit {
  id: string;
  customerEmail: string;
  customerName: string;
  serviceName: string;
  scheduledDate: string;
}

/** Thanks for a tip, once it is paid (rendered in the customer's language when sent). */
export function tipThanksEmail(
  b: TippedVisit,
  tip: { amountPaise: number; paymentId: string; crew: string[] },
  company: string,
): EmailMessage {
  return {
    kind: 'tip-thanks',
    to: b.customerEmail,
    ...templateCall(
      'tip-thanks',
      { name: company },
      { id: b.id, customerName: b.customerName, serviceName: b.serviceName, scheduledDate: b.scheduledDate },
      tip,
    ),
  };
}
