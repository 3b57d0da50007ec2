/** Ratings' rules and texts with no dependencies, so the web pages read them without loading zod. */

/** How long a customer may change their stars after giving them. */
export const RATING_EDIT_DAYS = 7;
/** A rating this low or lower goes to the admins' inbox. */
export const LOW_RATING = 2;
export const RATING_COMMENT_MAX = 1000;

/** Exact texts a customer reads (kept here so a later change translates them). */
export const ratingTexts = {
  ratingRequired: 'Please choose from 1 to 5 stars',
  ratingRange: 'A rating is a whole number from 1 to 5 stars',
  commentTooLong: `Your comment can be at most ${RATING_COMMENT_MAX} characters`,
  notCompleted: 'You can rate this visit once it has been completed.',
  alreadyRated: `You have already rated this visit. You can change your rating for ${RATING_EDIT_DAYS} days with PUT.`,
  notRatedYet: "You haven't rated this visit yet.",
  editClosed: `Ratings can be changed for ${RATING_EDIT_DAYS} days after they are given.`,
  prompt: 'How did it go?',
  rateVisit: 'Rate this visit',
  promptHint: 'Rate your visit: it helps us keep the best cleaners on your jobs.',
  thanks: 'Thank you for your rating!',
  updated: 'Your rating has been updated.',
  yourRating: 'Your rating',
  change: 'Change rating',
  submit: 'Submit rating',
  commentLabel: 'Comment (optional)',
} as const;
