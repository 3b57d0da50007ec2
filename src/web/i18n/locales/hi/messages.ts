/** The spec's validation texts, toasts and the server's error messages, by their English wording, in Hindi. */
const messages: Record<string, string> = {};

export default messages;
