import type { Config } from '../../config';
import type { Language } from '../../../shared/language';

/** The company as every email presents it: settings, never literals (one place to rebrand). */
export interface Brand {
  name: string;
  phone: string;
  email: string;
  supportEmail: string;
  address: string;
  /** Base of links back to the site. */
  url: string;
  /**
   * The language the email is written in: the recipient's, which the outbox sets when it renders a
   * queued message (English when absent).
   */
  language?: Language;
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
