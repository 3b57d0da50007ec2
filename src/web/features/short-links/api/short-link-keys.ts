export const shortLinkKeys = {
  /** Where a short link leads for the signed-in user. */
  target: (code: string) => ['short-link', code] as const,
};
