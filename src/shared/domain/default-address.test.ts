import { describe, expect, it } from 'vitest';
import { addressTitle, defaultAddressOf } from './default-address';

describe('defaultAddressOf', () => {
  it.each([
    [undefined, undefined],
    [[], undefined],
    [[{ id: 'a', isDefault: false }], undefined],
    [
      [
        { id: 'a', isDefault: false },
        { id: 'b', isDefault: true },
      ],
      'b',
    ],
  ])('%j -> %j', (saved, id) => expect(defaultAddressOf(saved)?.id).toBe(id));
});

describe('addressTitle', () => {
  it.each([
    [{ name: "Mummy's flat", label: 'Other' }, "Mummy's flat"],
    [{ name: '  ', label: 'Work' }, 'label:Work'],
    [{ name: '', label: 'Home' }, 'label:Home'],
  ])('%j -> %j', (a, title) => expect(addressTitle(a, (l) => `label:${l}`)).toBe(title));
});
