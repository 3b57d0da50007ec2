/** What the server says about deleting an account and downloading its data (DPDP Act 2023). */
export const accountTexts = {
  deleted: 'Your account has been deleted.',
  visitInProgress: 'A visit of yours is in progress. You can delete your account once it is completed.',
  visitStartingSoon:
    'A visit of yours starts within 2 hours and can no longer be cancelled. You can delete your account after the visit.',
  bookingsChanged: 'Your bookings changed while your account was being deleted. Please try again.',
  staffAccount: 'Staff accounts are closed by an admin.',
  /** The cancellation reason the booking's history and the customer's cancellation email show. */
  cancelReason: 'Account deleted by the customer',
} as const;

/** The profile's toasts about the account's data (English keys; the web shows them translated). */
export const accountToasts = {
  deleteFailed: 'Failed to delete account',
  downloadFailed: 'Failed to download your data',
} as const;
