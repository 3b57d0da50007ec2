/**
 * Messages are their own English keys (message-text.ts): the spec's validation texts, toasts and errors
 * (src/shared/texts*.ts, the server's error messages) stay word for word in English and need no entries.
 * Other languages map each English message to theirs.
 */
const messages: Record<string, string> = {};

export default messages;
