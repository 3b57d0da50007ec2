/** The signed-in user's profile, saved addresses and notification preferences. */
export const profileKeys = {
  profile: () => ['profile'] as const,
  addresses: () => ['addresses'] as const,
  notificationPreferences: () => ['notification-preferences'] as const,
};
