import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { plainTextSelectors } from '@react-email/render';
import { compile } from 'html-to-text';

/** What every template returns; the outbox adds who it goes to and what kind it is. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** A plain-text email (no HTML alternative): the payment and invoice mails. */
export interface PlainTextEmail {
  subject: string;
  text: string;
  html?: undefined;
}

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * @react-email/render's plain-text conversion (its options and selectors), compiled once: its
 * `toPlainText` parsed every selector again for each email, most of the conversion's cost.
 */
const toPlainText = compile({
  wordwrap: false,
  selectors: [
    ...plainTextSelectors,
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
  ],
});

/** React 19 may announce images as preload links in the markup; an email has no use for them. */
const stripImagePreloads = (html: string) =>
  html.replace(/<link\b[^>]*\brel="preload"[^>]*\bas="image"[^>]*\/?>/gi, '');

/**
 * HTML and its plain-text alternative from one React tree, so the two never say different things.
 * The templates are synchronous, so the tree renders to static markup in one pass; @react-email's
 * `render` streams it through Suspense (a booking renders its email inside the request, so this counts).
 */
export async function renderEmail(subject: string, element: ReactElement): Promise<RenderedEmail> {
  const html = DOCTYPE + stripImagePreloads(renderToStaticMarkup(element));
  const text = toPlainText(html).trim();
  return { subject, html, text };
}
