import type { ComplaintCategory, ComplaintStatus } from './domain/complaint-rules';

/** What a customer reads about complaints, re-cleans, checklists, photos and tips (kept here for translation). */
export const complaintCategoryLabels: Record<ComplaintCategory, string> = {
  'not-clean': 'Not cleaned properly',
  'missed-area': 'An area or item was missed',
  damage: 'Something was damaged',
  'late-or-no-show': 'The crew was late or did not come',
  behaviour: "The crew's behaviour",
  other: 'Something else',
};

export const complaintStatusLabels: Record<ComplaintStatus, string> = {
  open: 'Problem reported: we are looking into it',
  reclean_offered: 'Free re-clean offered: pick a time',
  reclean_booked: 'Free re-clean booked',
  refunded: 'Refund issued',
  closed: 'Closed',
};

export const afterVisitTexts = {
  complaintNotCompleted: 'You can report a problem once the visit is completed.',
  complaintWindowClosed: 'Problems can be reported up to 48 hours after the visit was completed.',
  complaintWindowClosedMember: "Your membership's time to report a problem with this visit has passed.",
  complaintExists: 'You have already reported a problem with this visit. We will get back to you.',
  complaintFiled: 'Thank you for telling us. Our team will get back to you within a day.',
  complaintNotFound: 'Complaint not found',
  complaintAlreadyResolved: 'This complaint has already been resolved.',
  recleanNotOffered: 'A free re-clean has not been offered for this complaint.',
  recleanAlreadyBooked: 'The free re-clean for this complaint is already booked.',
  recleanBooked: 'Your free re-clean is booked.',
  refundNotPaidOnline:
    'This visit was not paid online, so there is nothing to refund. Offer a re-clean or close the complaint with a note.',
  reportProblem: 'Report a problem',
  pickRecleanTime: 'Pick a time for your free re-clean',
  descriptionMin: 'Please tell us what went wrong (at least 10 characters)',
  checklistNoteNeeded: (item: string) => `Add a note for "${item}": it was not done.`,
  checklistUnknownItem: (item: string) => `"${item}" is not on this package's checklist.`,
  photoWrongType: 'Photos must be JPEG, PNG or WebP images.',
  photoTooLarge: 'A photo can be at most 10 MB.',
  photoTooMany: 'A job can have at most 10 photos.',
  photoUnreadable: 'This file is not a readable image.',
  photoNotAllowed: 'Photos can be added to a job that is assigned or in progress, or completed today.',
  tipNotCompleted: 'You can tip the crew once the visit is completed.',
  tipNoCrew: 'This visit has no crew to tip.',
  tipThanks: 'Thank you! Your whole tip goes to the crew.',
  tipAmountRange: 'A tip must be between ₹1 and ₹2,000',
} as const;
