import { useContext, useEffect } from 'react';
import { PageHeadContext } from './page-head';
import { useServerText } from '../../i18n/server-text';
import { useSettings } from '../../features/settings/api/get-settings';

/**
 * Sets the tab title to 'page — company' (company name from settings, never a literal). While a page is
 * prerendered, the title and the description go into its HTML head instead.
 */
export function usePageTitle(page: string, description?: string) {
  const { data } = useSettings();
  const serverText = useServerText();
  const company = data && serverText(data.companyName);
  const title = company ? `${page} — ${company}` : page;
  const head = useContext(PageHeadContext);
  if (head) Object.assign(head, { title, description });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
