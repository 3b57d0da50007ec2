import { sql } from 'drizzle-orm';
import { outboxTexts } from '../../db/schema/index';

/**
 * What a mail or text keeps once its words must go (an erased account, a year passed): kind, channel,
 * status and times stay for the delivery record; the address, number and words are replaced.
 */
export const redactedEmail = (to: string, words: string) => ({
  to,
  subject: words,
  text: words,
  html: null,
  template: null,
  templateArgs: null,
  attachments: [],
});

export const redactedText = (words: string) => ({
  // The check wants digits for SMS and WhatsApp: a number no one has. A push keeps its device's id.
  to: sql`case when ${outboxTexts.channel} = 'push' then ${outboxTexts.to} else '00000000' end`,
  variables: [],
  text: words,
});
