/**
 * Another language's catalogue has the English one's shape: every key, every list, strings for strings.
 * The compiler then names a missing key; catalogue.test.ts checks lengths, empties and scripts.
 */
export type Catalogue<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Catalogue<U>[]
    : { readonly [K in keyof T]: Catalogue<T[K]> };
