import { longDate } from '../../i18n/format';
import { dataText, emailText } from '../../i18n/i18n';
import type { Sender } from './payment';
import type { PlainTextEmail } from './render';

/** A grievance, as its mails tell it (plain JSON: the outbox stores it). */
export interface GrievanceFacts {
  name: string;
  reference: string;
  /** The day we answer by (India's date, YYYY-MM-DD). */
  dueDate: string;
}

function words(sender: Sender, g: GrievanceFacts) {
  const language = sender.language ?? 'en';
  const t = emailText(language);
  return {
    t,
    hello: t('common.hello', { name: g.name }),
    // Anyone can send a grievance to any address: the acknowledgement carries none of the sender's words.
    helloNoName: t('common.helloNoName'),
    signature: `\n\n${t('common.signature', { brand: dataText(language, sender.name) })}`,
    due: longDate(g.dueDate, language),
  };
}

/** The acknowledgement: the reference and the day we answer by, never the sender's words (name or message). */
export async function renderGrievanceReceived(sender: Sender, g: GrievanceFacts): Promise<PlainTextEmail> {
  const w = words(sender, g);
  const lines = [
    w.t('grievance.receivedBody'),
    '',
    w.t('grievance.reference', { ref: g.reference }),
    w.t('grievance.due', { date: w.due }),
  ];
  return {
    subject: w.t('grievance.receivedSubject', { ref: g.reference }),
    text: `${w.helloNoName}\n\n${lines.join('\n')}${w.signature}`,
  };
}

/** Our answer, written by the grievance officer. */
export async function renderGrievanceAnswered(
  sender: Sender,
  g: GrievanceFacts,
  answer: string,
): Promise<PlainTextEmail> {
  const w = words(sender, g);
  const lines = [w.t('grievance.answeredBody', { ref: g.reference }), '', answer];
  return {
    subject: w.t('grievance.answeredSubject', { ref: g.reference }),
    text: `${w.hello}\n\n${lines.join('\n')}${w.signature}`,
  };
}
