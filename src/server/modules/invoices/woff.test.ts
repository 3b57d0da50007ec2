import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff';

const woff = readFileSync(
  createRequire(import.meta.url).resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff'),
);

describe('woffToSfnt', () => {
  it('unwraps the WOFF into the TrueType font fontkit reads the same way, rupee sign included', () => {
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    const fromWoff = fontkit.create(woff) as fontkit.Font;
    const fromSfnt = fontkit.create(sfnt) as fontkit.Font;
    expect(fromSfnt.type).toBe('TTF');
    expect(fromSfnt.familyName).toBe('DejaVu Sans');
    expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
    expect(fromSfnt.hasGlyphForCodePoint(0x20b9)).toBe(true);
    expect(fromSfnt.glyphForCodePoint(0x20b9).path.toSVG()).toBe(
      fromWoff.glyphForCodePoint(0x20b9).path.toSVG(),
    );
  });

  it('refuses what is not a WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('OTTO0000'))).toThrow('not a WOFF file');
  });
});
