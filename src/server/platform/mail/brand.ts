import type { Config } from '../../config';

/** The company as every email presents it: settings, never literals (PRODUCT.md §6). */
export interface Brand {
  name: string;
  phone: string;
  email: string;
  supportEmail: string;
  address: string;
  /** Base of links back to the site. */
  url: string;
}

export function brandFromConfig(config: Config): Brand {
  return {
    name: config.COMPANY_NAME,
    phone: config.COMPANY_PHONE,
    email: config.COMPANY_EMAIL,
    supportEmail: config.SUPPORT_EMAIL,
    address: config.COMPANY_ADDRESS,
    url: config.PUBLIC_URL,
  };
}
