/** The gift page's answers. */
export const giftKeys = {
  mine: () => ['gift-vouchers'] as const,
};
