import { postJson, retryableStatus, withoutTrailingSlashes } from './http';
import { type MessageProvider, ProviderError, type TemplateMessage } from './provider';

export interface WhatsAppOptions {
  token: string;
  phoneNumberId: string;
  /** https://graph.facebook.com/v21.0, or a loopback fake in tests. */
  graphUrl: string;
  timeoutMs?: number;
}

/** A WhatsApp template's name for our kind: Meta allows lowercase letters, digits and underscores. */
export const whatsappTemplateName = (kind: string) => kind.replace(/[^a-z0-9]+/g, '_');

/** Graph API error codes that are rate limits or temporary faults, worth another try. */
const RETRYABLE_CODES = new Set([1, 2, 4, 17, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

/**
 * WhatsApp Business Cloud API: `POST {graph}/{phone-number-id}/messages` with a Meta-approved
 * template and its body parameters in order. Success carries `messages[0].id` (the wamid), which
 * the webhook's statuses name; errors carry `{ error: { message, type, code, error_subcode } }`.
 */
export function createWhatsAppProvider(opts: WhatsAppOptions): MessageProvider {
  const url = `${withoutTrailingSlashes(opts.graphUrl)}/${encodeURIComponent(opts.phoneNumberId)}/messages`;
  return {
    channel: 'whatsapp',
    async send(message: TemplateMessage) {
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to,
        type: 'template',
        template: {
          name: whatsappTemplateName(message.kind),
          language: { code: message.language },
          components: [
            {
              type: 'body',
              parameters: message.variables.map((v) => ({ type: 'text', text: v.value })),
            },
          ],
        },
      };
      const { status, json, text } = await postJson(
        url,
        { authorization: `Bearer ${opts.token}` },
        body,
        opts.timeoutMs,
      );
      if (status >= 200 && status < 300) {
        const id = (json as { messages?: { id?: unknown }[] } | undefined)?.messages?.[0]?.id;
        if (typeof id === 'string' && id) return { providerMessageId: id };
        throw new ProviderError('WhatsApp accepted the request but named no message id', false, status);
      }
      const error = (json as { error?: { message?: string; code?: number; error_subcode?: number } })?.error;
      const reason = error?.message ?? (text.slice(0, 200) || 'no message');
      const retryable =
        retryableStatus(status) || (error?.code !== undefined && RETRYABLE_CODES.has(error.code));
      throw new ProviderError(
        `WhatsApp ${status}${error?.code !== undefined ? ` (code ${error.code})` : ''}: ${reason}`,
        retryable,
        status,
      );
    },
  };
}
