import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Which HTML file of the built web app answers a page's path. */
export interface WebPages {
  fileFor(urlPath: string): string;
}

/**
 * The build (scripts/lib/prerender.ts) writes the public pages as HTML and lists them in
 * prerendered.json; every other route gets the app's shell (app.html; index.html in an older build).
 * Paths match exactly, capital letters included (/Bathroom is a page, /bathroom is not).
 */
export function readWebPages(webRoot: string): WebPages | null {
  if (!existsSync(path.join(webRoot, 'index.html'))) return null;
  const shell = existsSync(path.join(webRoot, 'app.html')) ? 'app.html' : 'index.html';
  let pages: Record<string, string> = {};
  try {
    const listed = (
      JSON.parse(readFileSync(path.join(webRoot, 'prerendered.json'), 'utf8')) as {
        pages?: Record<string, string>;
      }
    ).pages;
    if (listed) pages = listed;
  } catch {
    /* a build without prerendered pages: the shell answers every route */
  }
  const prerendered = new Map(Object.entries(pages));
  return {
    fileFor(urlPath) {
      const trimmed = urlPath.length > 1 && urlPath.endsWith('/') ? urlPath.slice(0, -1) : urlPath;
      return prerendered.get(trimmed) ?? shell;
    },
  };
}
