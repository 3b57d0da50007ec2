import type { DbOrTx } from '../../db/client';
import { inboundTextsRepository } from './inbound-texts.repository';

/**
 * What customers write to us on WhatsApp (other than an opt-out): the webhook records it inside its
 * transaction, the admin inbox lists it as conversations per number.
 */
export const inboundTexts = {
  record: (tx: DbOrTx, row: Parameters<typeof inboundTextsRepository.insert>[1]) =>
    inboundTextsRepository.insert(tx, row),
  conversations: (db: DbOrTx) => inboundTextsRepository.conversations(db),
  messagesOf: (db: DbOrTx, number: string) => inboundTextsRepository.messagesOf(db, number),
};
