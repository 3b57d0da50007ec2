/** Connects two phones through a call-masking number, so neither side sees the other's number. */
export interface CallProvider {
  readonly name: 'exotel';
  /**
   * Rings `first` (the person who pressed Call), and once they answer rings `second` and joins the two.
   * Numbers are E.164 digits without '+' ('919876543210'). Throws ProviderError when it is refused.
   */
  connect(call: {
    first: string;
    second: string;
    /** Longest the call may last, seconds. */
    timeLimitSeconds: number;
    /** Ours, to find the call again (the booking); at most 128 characters. */
    reference: string;
  }): Promise<{ providerCallId: string }>;
}
