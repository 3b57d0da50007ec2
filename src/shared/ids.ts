/** The shape of the ids the database makes (`gen_random_uuid()`), any case. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path or body value can be one of our ids (so it is safe to compare with a uuid column). */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
