/** Another language's catalogue has the English one's shape: a missing key is a compile error. */
export type Catalogue<T> = T extends string ? string : { readonly [K in keyof T]: Catalogue<T[K]> };
