/** The booking facts that decide what the crew collects at the door. */
export interface CollectableBooking {
  paymentMethod: string | null;
  paymentStatus: string;
  status: string;
  totalPaise: number;
  /** Set while a site booking still waits for its payment choice. */
  holdExpiresAt: Date | string | null;
}

/**
 * Paise the crew collects: the total of a confirmed pay-after-service booking that is not
 * cancelled and not paid yet (online, or recorded already); 0 otherwise.
 */
export const amountToCollectPaise = (b: CollectableBooking): number =>
  b.paymentMethod === 'pay_after_service' &&
  b.paymentStatus === 'unpaid' &&
  b.status !== 'cancelled' &&
  !b.holdExpiresAt
    ? b.totalPaise
    : 0;
