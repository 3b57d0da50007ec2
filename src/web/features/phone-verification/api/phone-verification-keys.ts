export const phoneVerificationKeys = {
  /** Whether this mobile number is verified for the signed-in user. */
  status: (phone: string) => ['phone-status', phone] as const,
};
