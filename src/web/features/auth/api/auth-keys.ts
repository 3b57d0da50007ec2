export const authKeys = {
  /** Whether the signed-in user has a second factor, and which. */
  secondFactor: () => ['auth', 'second-factor'] as const,
  /** The signed-in account's passkeys. */
  passkeys: () => ['auth', 'passkeys'] as const,
};
