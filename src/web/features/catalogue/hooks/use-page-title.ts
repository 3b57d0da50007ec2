import { useEffect } from 'react';
import { useSettings } from '../../settings/api/get-settings';

/** Sets the tab title to 'page — company' (company name from settings, PRODUCT.md §6). */
export function usePageTitle(page: string) {
  const { data } = useSettings();
  const company = data?.companyName;
  useEffect(() => {
    document.title = company ? `${page} — ${company}` : page;
  }, [page, company]);
}
