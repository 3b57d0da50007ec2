import { TEXT_TEMPLATES } from '../../../shared/notifications';
import type { Config } from '../../config';
import { withoutTrailingSlashes } from './http';
import { createMsg91Provider } from './msg91-provider';
import type { MessageProvider } from './provider';
import { createWhatsAppProvider } from './whatsapp-provider';

/** The Graph base with its version: the host and WHATSAPP_GRAPH_VERSION, unless the URL names one. */
export const graphBase = (url: string, version: string) =>
  /\/v\d+\.\d+\/?$/.test(url) ? url : `${withoutTrailingSlashes(url)}/${version}`;

/** The text providers with keys configured; a channel without keys is a sandbox (kept in the outbox). */
export function selectTextProviders(config: Config): MessageProvider[] {
  const providers: MessageProvider[] = [];
  if (config.MSG91_AUTH_KEY)
    providers.push(
      createMsg91Provider({
        authKey: config.MSG91_AUTH_KEY,
        baseUrl: config.MSG91_BASE_URL,
        templateIds: config.MSG91_TEMPLATE_IDS,
        hindiTemplateIds: config.MSG91_TEMPLATE_IDS_HI,
      }),
    );
  if (config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID)
    providers.push(
      createWhatsAppProvider({
        token: config.WHATSAPP_TOKEN,
        phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
        graphUrl: graphBase(config.WHATSAPP_GRAPH_URL, config.WHATSAPP_GRAPH_VERSION),
      }),
    );
  return providers;
}

/**
 * The SMS kinds a Hindi speaker gets in Hindi: through MSG91, those with a Hindi DLT template id; in the
 * sandbox (no MSG91 key), all of them.
 */
export const hindiSmsKinds = (config: Config): ReadonlySet<string> | 'all' =>
  config.MSG91_AUTH_KEY ? new Set(Object.keys(config.MSG91_TEMPLATE_IDS_HI)) : 'all';

/** The SMS kinds MSG91 would send a Hindi speaker in English, for start-up's warning. */
export function smsKindsWithoutHindi(config: Config): string[] {
  const hindi = hindiSmsKinds(config);
  if (hindi === 'all') return [];
  return Object.keys(TEXT_TEMPLATES).filter((kind) => !hindi.has(kind));
}
