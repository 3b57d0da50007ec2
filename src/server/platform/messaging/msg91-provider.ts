import { postJson, retryableStatus, withoutTrailingSlashes } from './http';
import { type MessageProvider, ProviderError, type TemplateMessage } from './provider';

export interface Msg91Options {
  authKey: string;
  /** https://control.msg91.com, or a loopback fake in tests. */
  baseUrl: string;
  /** Our message kind -> the MSG91 Flow template id (each bound to a DLT-registered template). */
  templateIds: Record<string, string>;
  /** The Hindi DLT templates' ids by kind; a Hindi message is queued only for a kind that has one. */
  hindiTemplateIds?: Record<string, string>;
  timeoutMs?: number;
}

/**
 * SMS through MSG91's Flow API v5: `POST /api/v5/flow` with the `authkey` header. The template's
 * `##name##` slots are filled from each recipient's keys. MSG91 answers `{ type: 'success', message:
 * <request id> }`, or `{ type: 'error', message }` (sometimes with HTTP 200, so the type decides).
 */
export function createMsg91Provider(opts: Msg91Options): MessageProvider {
  const url = `${withoutTrailingSlashes(opts.baseUrl)}/api/v5/flow`;
  return {
    channel: 'sms',
    async send(message: TemplateMessage) {
      const ids = message.language === 'hi' ? (opts.hindiTemplateIds ?? {}) : opts.templateIds;
      const templateId = ids[message.kind];
      if (!templateId)
        throw new ProviderError(
          `no MSG91 ${message.language === 'hi' ? 'Hindi ' : ''}template id for '${message.kind}'`,
          false,
        );
      const recipient: Record<string, string> = { mobiles: message.to };
      for (const v of message.variables) recipient[v.name] = v.value;
      const { status, json, text } = await postJson(
        url,
        { authkey: opts.authKey },
        // Hindi goes as Unicode (UCS-2): without MSG91's unicode flag Devanagari arrives garbled.
        {
          template_id: templateId,
          short_url: '0',
          ...(message.language === 'hi' ? { unicode: 1 } : {}),
          recipients: [recipient],
        },
        opts.timeoutMs,
      );
      const answer = (json ?? {}) as { type?: unknown; message?: unknown };
      const said = typeof answer.message === 'string' ? answer.message : text.slice(0, 200);
      if (status >= 200 && status < 300 && answer.type === 'success' && typeof answer.message === 'string')
        return { providerMessageId: answer.message };
      if (status >= 200 && status < 300)
        throw new ProviderError(`MSG91 refused: ${said || 'unexpected answer'}`, false, status);
      throw new ProviderError(`MSG91 ${status}: ${said || 'no message'}`, retryableStatus(status), status);
    },
  };
}
