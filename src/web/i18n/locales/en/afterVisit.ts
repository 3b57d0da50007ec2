/**
 * After the visit (My Bookings): the rating form, complaints and the free re-clean, tips, and the
 * checklist and photos the crew left. Texts the API also sends stay in shared/texts-after-visit and
 * shared/domain/ratings; these are the English the pages show, word for word the same.
 */
const afterVisit = {
  rating: {
    prompt: 'How did it go?',
    promptHint: 'Rate your visit: it helps us keep the best cleaners on your jobs.',
    rateVisit: 'Rate this visit',
    yourRating: 'Your rating',
    change: 'Change rating',
    submit: 'Submit rating',
    commentLabel: 'Comment (optional)',
    keep: 'Keep it',
    stars: 'Stars',
    starLabels: ['1 star: poor', '2 stars', '3 stars', '4 stars', '5 stars: excellent'],
    outOfFive: '{{value}} out of 5 stars',
    cleanerStars_one: '{{average}} out of 5 from {{count}} rating',
    cleanerStars_other: '{{average}} out of 5 from {{count}} ratings',
  },
  complaint: {
    report: 'Report a problem',
    description: 'Tell us what was not right. We make it right: a free re-clean or a refund.',
    whatWentWrong: 'What went wrong?',
    chooseOne: 'Choose one',
    details: 'Details',
    cancel: 'Cancel',
    sending: 'Sending...',
    send: 'Send',
    categories: {
      'not-clean': 'Not cleaned properly',
      'missed-area': 'An area or item was missed',
      damage: 'Something was damaged',
      'late-or-no-show': 'The crew was late or did not come',
      behaviour: "The crew's behaviour",
      other: 'Something else',
    },
    status: {
      open: 'Problem reported: we are looking into it',
      reclean_offered: 'Free re-clean offered: pick a time',
      reclean_booked: 'Free re-clean booked',
      refunded: 'Refund issued',
      closed: 'Closed',
    },
    refundAmount: ' ({{amount}})',
  },
  reclean: {
    free: 'Free re-clean for your earlier visit: no charge.',
    pickTime: 'Pick a time for your free re-clean',
    description: 'The re-clean is free. Pick a date and one of the times our crews have free.',
    date: 'Date',
    cancel: 'Cancel',
    booking: 'Booking...',
    book: 'Book free re-clean',
  },
  tip: {
    open: 'Tip the crew',
    title: 'Tip the crew',
    description: 'Every rupee goes to the cleaners who did your job, shared equally.',
    amountLabel: 'Tip amount',
    other: 'Or another amount (₹, up to ₹2,000)',
    cancel: 'Cancel',
    wait: 'Please wait…',
    pay: 'Tip {{amount}}',
    paid: 'You tipped the crew {{amount}} · receipt {{receipt}}',
  },
  proof: {
    heading: 'What was done',
    done: ' (done)',
    notDone: ' (not done)',
    before: 'Before',
    after: 'After',
    beforeAlt: 'Before the clean',
    afterAlt: 'After the clean',
  },
  photos: {
    legend: 'Photos ({{count}} of 10)',
    uploading: 'Uploading…',
    before: 'Add before photo',
    after: 'Add after photo',
    added: 'Photos added',
    thumbBefore: 'Before photo {{n}}',
    thumbAfter: 'After photo {{n}}',
  },
};

export default afterVisit;
