import { describe, expect, it } from 'vitest';
import { firstUnanswered, resolveChecklist } from './checklist';

const list = ['Dusting', 'Floor mopping', 'Emptying bins'];

describe('resolveChecklist', () => {
  it('ticks every item when the cleaner sends nothing', () => {
    expect(resolveChecklist(list)).toEqual({
      ok: true,
      items: list.map((item) => ({ item, done: true, note: '' })),
    });
  });

  it.each([
    [[{ item: 'Dusting', done: false, note: 'No duster today' }], true, undefined],
    [[{ item: 'Dusting', done: false }], false, 'note-needed'],
    [[{ item: 'Dusting', done: false, note: '   ' }], false, 'note-needed'],
    [[{ item: 'Windows', done: true }], false, 'unknown-item'],
    [[{ item: 'Emptying bins', done: true, note: 'Two bins' }], true, undefined],
  ])('answers %j: ok %s (%s)', (answers, ok, reason) => {
    const out = resolveChecklist(list, answers);
    expect(out.ok).toBe(ok);
    if (!out.ok) expect(out.reason).toBe(reason);
  });

  it('keeps the note of an unticked item and the package order', () => {
    const out = resolveChecklist(list, [{ item: 'Floor mopping', done: false, note: 'Floor was wet' }]);
    expect(out.ok && out.items.map((i) => [i.item, i.done, i.note])).toEqual([
      ['Dusting', true, ''],
      ['Floor mopping', false, 'Floor was wet'],
      ['Emptying bins', true, ''],
    ]);
  });
});

describe('firstUnanswered: Complete needs every item answered', () => {
  const items = ['Floor mopping', 'Dusting'];
  it.each<[string, Record<string, { done: boolean; note: string }>, string | null]>([
    ['nothing answered', {}, 'Floor mopping'],
    ['one done', { 'Floor mopping': { done: true, note: '' } }, 'Dusting'],
    [
      'not done without a reason',
      { 'Floor mopping': { done: true, note: '' }, Dusting: { done: false, note: ' ' } },
      'Dusting',
    ],
    [
      'all answered',
      { 'Floor mopping': { done: true, note: '' }, Dusting: { done: false, note: 'No duster' } },
      null,
    ],
  ])('%s', (_, answers, open) => expect(firstUnanswered(items, answers)).toBe(open));
  it('has nothing to answer without a checklist', () => expect(firstUnanswered([], {})).toBeNull());
});
