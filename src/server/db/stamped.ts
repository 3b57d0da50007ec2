/**
 * An update's values with the row's `updatedAt` given by the caller, from the injected clock: repositories
 * do not read the time themselves, so a test's clock is the time every row records.
 */
export type Stamped<T extends { updatedAt?: unknown }> = Partial<Omit<T, 'updatedAt'>> & { updatedAt: Date };
