import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\w+)>([^<]*)<\/\1>/g;

/**
 * A translated text whose <name>…</name> parts become the given elements (a link, a highlight), their
 * inside as children: 'Reach them through the <support>Support</support> page.' Tags do not nest.
 * react-i18next's Trans does this and more, at ~4 KB gzip more on the landing page (009-i18n.md).
 */
export function RichText({ text, components }: { text: string; components: Record<string, ReactElement> }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name, inside] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[name] as ReactElement<{ children?: ReactNode }> | undefined;
    parts.push(element ? cloneElement(element, { key: parts.length }, inside) : inside);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
