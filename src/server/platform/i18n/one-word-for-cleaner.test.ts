import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 37: Hindi readers met three words for the person who cleans (सफ़ाईकर्मी, सफ़ाई कर्मचारी, क्लीनर).
 * Every Hindi text, the site's and the server's (mail, SMS, push), says सफ़ाईकर्मी.
 */
const folders = ['src/web/i18n/locales/hi', 'src/server/platform/i18n/locales/hi'];
const OTHER_WORDS = /क्लीनर|सफ़ाई कर्मचारी|सफाई कर्मचारी|सफाईकर्मी/g;

describe('one Hindi word for cleaner', () => {
  it('no Hindi catalogue uses another word than सफ़ाईकर्मी', () => {
    const found: string[] = [];
    for (const folder of folders)
      for (const file of readdirSync(folder).filter((f) => f.endsWith('.ts'))) {
        const text = readFileSync(join(folder, file), 'utf8');
        for (const m of text.matchAll(OTHER_WORDS)) found.push(`${folder}/${file}: ${m[0]}`);
      }
    expect(found).toEqual([]);
    const all = folders.flatMap((f) => readdirSync(f).map((file) => readFileSync(join(f, file), 'utf8')));
    expect(all.join('\n')).toContain('सफ़ाईकर्मी');
  });
});
