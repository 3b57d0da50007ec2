import { describeInEnglish, type ErrorDescription } from '../lib/api-client';
import { messageText } from './message-text';

/**
 * The generic mapping of a failed request by status (lib/api-client.ts), in the active language: every
 * screen that shows a failure through it shows it translated (messageText; English word for word).
 */
export function describeApiError(error: unknown): ErrorDescription {
  const { title, message, retryable } = describeInEnglish(error);
  return { title: messageText(title), message: messageText(message), retryable };
}
