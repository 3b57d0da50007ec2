import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config';
import { seedCatalogue } from '../src/server/db/seed/catalogue-data';
import { publicSettings } from '../src/server/modules/settings/settings.routes';
import hiDataOnly from '../src/web/i18n/locales/hi/data';
import hiFeatures from '../src/web/i18n/locales/hi/dataFeatures';

/** What the web looks a server text up in (server-text.ts: `data`, then `dataFeatures`). */
const hiData = { ...hiDataOnly, ...hiFeatures };

/**
 * The web app translates the server's data by its English wording (src/web/i18n/server-text.ts). Here,
 * where both sides may be imported: every text of the seed catalogue and of the default company
 * settings has its Hindi entry, so a fresh site reads wholly in Hindi.
 */
function seedTexts(): string[] {
  const texts = new Set<string>();
  const add = (t: string | undefined | null) => t && texts.add(t);
  for (const s of seedCatalogue) {
    [s.name, s.teaser, s.description, s.measurementField.unit, ...s.features].forEach(add);
    for (const p of s.packages) {
      [p.name, p.description, p.duration, ...(p.features ?? []), ...(p.notCovered ?? [])].forEach(add);
      // Home packages are grouped under their size ('2 BHK') on the service page.
      add(/^\d+\s*BHK/i.exec(p.name)?.[0]);
    }
    for (const a of s.addons ?? []) [a.name, ...a.packageNames].forEach(add);
  }
  const settings = publicSettings(loadConfig({ NODE_ENV: 'test', DEMO_DATA: 'false' }));
  [settings.companyName, settings.address].forEach(add);
  return [...texts];
}

describe('the Hindi catalogue of server texts', () => {
  it('translates every text of the seed catalogue and the default company settings', () => {
    expect(seedTexts().filter((t) => !(t in hiData))).toEqual([]);
  });
});
