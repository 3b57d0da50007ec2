/** The signed-in user's profile, saved addresses, notification preferences and consents. */
export const profileKeys = {
  profile: () => ['profile'] as const,
  addresses: () => ['addresses'] as const,
  notificationPreferences: () => ['notification-preferences'] as const,
  consents: () => ['consents'] as const,
  referral: () => ['referral'] as const,
  membershipPlans: () => ['membership-plans'] as const,
  /** The membership and what depends on it (the member price example). */
  membership: () => ['membership'] as const,
  memberPrice: () => ['membership', 'member-price'] as const,
};
