/**
 * The words by which someone stops (or restarts) our WhatsApp messages: English and Hindi (Devanagari
 * and as typed in Latin letters), in any case, with punctuation, emoji and extra spaces ignored.
 */
const STOP_WORDS = new Set([
  'stop',
  'stop all',
  'stopall',
  'unsubscribe',
  'cancel',
  'cancel updates',
  'end',
  'quit',
  'स्टॉप',
  'बंद',
  'बंद करें',
  'बंद करो',
  'बंद कीजिए',
  'रोकें',
  'रोको',
  'रोक दें',
  'band',
  'band karo',
  'band karein',
  'roko',
  'rokein',
  'अनसब्सक्राइब',
]);
const START_WORDS = new Set(['start', 'unstop', 'subscribe', 'स्टार्ट', 'शुरू', 'शुरू करें', 'shuru']);

/**
 * A message as the word lists compare it: NFC, lower case, everything but letters, combining marks
 * (Devanagari vowel signs) and digits turned to spaces, spaces collapsed.
 */
export function normalizeReply(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** 'stop' for an opt-out, 'start' for an opt-in, null for any other message (it goes to the inbox). */
export function replyIntent(text: string): 'stop' | 'start' | null {
  const said = normalizeReply(text);
  if (STOP_WORDS.has(said)) return 'stop';
  if (START_WORDS.has(said)) return 'start';
  return null;
}
