import { describe, expect, it } from 'vitest';
import { normalizeReply, replyIntent } from './opt-out-words';

describe('replyIntent', () => {
  it.each([
    ['STOP', 'stop'],
    ['stop', 'stop'],
    ['Stop.', 'stop'],
    ['  stop!!! ', 'stop'],
    ['STOP 🙏', 'stop'],
    ['Unsubscribe', 'stop'],
    ['UNSUBSCRIBE!', 'stop'],
    ['stop all', 'stop'],
    ['बंद', 'stop'],
    ['बंद करें।', 'stop'],
    ['रोकें', 'stop'],
    ['रोकें!', 'stop'],
    ['स्टॉप', 'stop'],
    ['Band karo', 'stop'],
    ['START', 'start'],
    ['start.', 'start'],
    ['शुरू करें', 'start'],
    ['Please stop by at 5', null],
    ['stopping', null],
    ['When is my cleaner coming?', null],
    ['', null],
  ])('%j -> %j', (text, intent) => {
    expect(replyIntent(text)).toBe(intent);
  });

  it('ignores case, punctuation and extra spaces', () => {
    expect(normalizeReply('  Stop,   ALL! ')).toBe('stop all');
  });
});
