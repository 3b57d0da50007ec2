import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/render';

/** What every template returns; the outbox adds who it goes to and what kind it is. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** HTML and its plain-text alternative from one React tree, so the two never say different things. */
export async function renderEmail(subject: string, element: ReactElement): Promise<RenderedEmail> {
  const html = await render(element);
  const text = toPlainText(html, {
    selectors: [
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
    ],
  }).trim();
  return { subject, html, text };
}
