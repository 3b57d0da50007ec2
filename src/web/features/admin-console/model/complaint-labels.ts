import type { ComplaintStatus } from '../../../../shared/domain/complaint-rules';

/** Where a complaint stands, in the team's words (the customer's wording lives in texts-after-visit). */
export const adminComplaintStatusLabels: Record<ComplaintStatus, string> = {
  open: 'Open: needs an answer',
  reclean_offered: 'Re-clean offered: no time booked yet',
  reclean_booked: 'Re-clean booked',
  refunded: 'Refunded',
  closed: 'Closed with a note',
};
