import { createContext } from 'react';

/** What a page says about itself for the document head: filled while a page is prerendered. */
export interface PageHead {
  title?: string;
  description?: string;
}

/** Provided only by the prerender: pages write their title and description into it as they render. */
export const PageHeadContext = createContext<PageHead | null>(null);
