import { postJson, retryableStatus, withoutTrailingSlashes } from './http';
import { type MessageProvider, ProviderError, type TemplateMessage } from './provider';

export interface WhatsAppOptions {
  token: string;
  phoneNumberId: string;
  /** https://graph.facebook.com/v24.0 (select-providers.ts adds the version), or a loopback fake in tests. */
  graphUrl: string;
  timeoutMs?: number;
}

/** A WhatsApp template's name for our kind: Meta allows lowercase letters, digits and underscores. */
export const whatsappTemplateName = (kind: string) => kind.replace(/[^a-z0-9]+/g, '_');

/**
 * A template parameter as Meta accepts it: no newline or tab and no run of more than 4 spaces, else the
 * whole send fails with error 132018. Line breaks and tabs become one space, runs of spaces collapse.
 */
export function cleanTemplateParameter(value: string): string {
  return value
    .replace(/[\r\n\t\v\f]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Whether Meta would refuse this parameter with 132018 (the loopback fake enforces the same rule). */
export const breaksTemplateParameterRule = (value: string) => /[\r\n\t]| {5,}/.test(value);

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
        // Echoed back in every status of this message: it is matched even if this call's answer is lost.
        biz_opaque_callback_data: message.outboxId,
        template: {
          name: whatsappTemplateName(message.kind),
          language: { code: message.language },
          components: [
            {
              type: 'body',
              parameters: message.variables.map((v) => ({
                type: 'text',
                text: cleanTemplateParameter(v.value),
              })),
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
      const error = (
        json as {
          error?: {
            message?: string;
            code?: number;
            error_subcode?: number;
            error_data?: { details?: unknown };
          };
        }
      )?.error;
      // Meta's message is generic ("issue with the parameters"); error_data.details says what was wrong.
      const details = typeof error?.error_data?.details === 'string' ? error.error_data.details : '';
      const reason =
        [error?.message, details].filter(Boolean).join(': ') || text.slice(0, 200) || 'no message';
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
