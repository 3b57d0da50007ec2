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
