/** The saved address the booking form starts on: the customer's default, else none. */
export function defaultAddressOf<T extends { isDefault: boolean }>(
  saved: readonly T[] | undefined,
): T | undefined {
  return saved?.find((a) => a.isDefault);
}

/** What a saved address is called on a chip: its own name, else its label. */
export function addressTitle(
  address: { name: string; label: string },
  labelText: (label: string) => string,
): string {
  return address.name.trim() || labelText(address.label);
}
