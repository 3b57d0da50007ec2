/**
 * The signed-in customer's Chamak Plus membership, which the booking pages (member discount) and the
 * after-visit panel (the member's longer window to report a problem) read. Under the profile's
 * ['membership'] root, so joining or cancelling there makes these stale too.
 */
export const membershipKeys = {
  mine: (userId: string) => ['membership', 'mine', userId] as const,
};
