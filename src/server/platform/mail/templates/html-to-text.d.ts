/** The part of html-to-text (a dependency of @react-email/render) used here; it ships no types. */
declare module 'html-to-text' {
  export function compile(options?: Record<string, unknown>): (html: string) => string;
}
