import type { EmailMessage } from '../../platform/mail/outbox';
import { templateCall } from '../../platform/mail/templates/registry';

/** "We have your complaint", with its reference (rendered in the customer's language when sent). */
export function complaintReceivedEmail(
  b: { id: string; customerEmail: string; customerName: string; serviceName: string; scheduledDate: string },
  complaint: { id: string },
  company: string,
): EmailMessage {
  return {
    kind: 'complaint-received',
    to: b.customerEmail,
    ...templateCall(
      'complaint-received',
      { name: company },
      { id: b.id, customerName: b.customerName, serviceName: b.serviceName, scheduledDate: b.scheduledDate },
      { id: complaint.id },
    ),
  };
}
