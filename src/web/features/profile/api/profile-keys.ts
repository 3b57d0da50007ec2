/** The signed-in user's profile, saved addresses, notification preferences and consents. */
export const profileKeys = {
  profile: () => ['profile'] as const,
  addresses: () => ['addresses'] as const,
  notificationPreferences: () => ['notification-preferences'] as const,
  consents: () => ['consents'] as const,
  referral: () => ['referral'] as const,
};
