import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, configSchema, loadConfig } from './config';

const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');

/** Tables whose header's first cell is `variable`, wherever they stand (indented ones too). */
function variableTables(markdown: string): string[][] {
  const tables: string[][] = [];
  let current: string[] | null = null;
  for (const line of markdown.split('\n')) {
    const row = line.trim();
    if (!row.startsWith('|')) {
      current = null;
      continue;
    }
    const first = row.split('|')[1].trim();
    if (!current && first === 'variable') tables.push((current = []));
    else if (current && !/^-+$/.test(first)) current.push(first);
  }
  return tables;
}
const namesIn = (cell: string) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]);

describe("README's configuration table", () => {
  const tables = variableTables(readme);

  it('is one table', () => {
    expect(tables).toHaveLength(1);
  });

  it('names every variable config.ts reads, and none it does not, once each', () => {
    const documented = tables[0].flatMap(namesIn);
    expect(new Set(documented).size, 'a variable documented twice').toBe(documented.length);
    const missing = CONFIG_VARIABLES.filter((name) => !documented.includes(name));
    const unknown = documented.filter((name) => !CONFIG_VARIABLES.includes(name));
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
  });

  it('finds a second table even when indented, and every name in a row of several', () => {
    const twice = [
      '| variable | default | meaning |',
      '| --- | --- | --- |',
      '| `A_ONE`, `A_TWO` | — | x |',
      '',
      '- a list item',
      '  | variable | default | meaning |',
      '  | -------- | ------- | ------- |',
      '  | `B` | — | y |',
    ].join('\n');
    expect(variableTables(twice).map((t) => t.flatMap(namesIn))).toEqual([['A_ONE', 'A_TWO'], ['B']]);
  });

  it('lists the same variables whatever NODE_ENV is', () => {
    const keys = (env: 'development' | 'production' | 'test') => Object.keys(configSchema(env).shape);
    expect(keys('production')).toEqual(keys('development'));
    expect(keys('test')).toEqual(keys('development'));
    expect(CONFIG_VARIABLES).toContain('JWT_SECRET');
  });
});

describe('Razorpay in production', () => {
  const env = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    DATABASE_URL: 'postgres://db.example.com/chamak',
    RAZORPAY_KEY_ID: 'rzp_live_abc',
    RAZORPAY_KEY_SECRET: 'secret',
  };

  it('refuses to start with keys but no webhook secret', () => {
    expect(() => loadConfig(env)).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...env, RAZORPAY_WEBHOOK_SECRET: '' })).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
    expect(loadConfig({ ...env, RAZORPAY_WEBHOOK_SECRET: 'whsec' }).RAZORPAY_WEBHOOK_SECRET).toBe('whsec');
  });

  it('still starts outside production without the webhook secret', () => {
    expect(loadConfig({ ...env, NODE_ENV: 'development' }).RAZORPAY_KEY_ID).toBe('rzp_live_abc');
  });
});

describe('photos in S3', () => {
  const base = { NODE_ENV: 'test', DATABASE_URL: '', PHOTOS_S3_BUCKET: 'chamak-photos' };
  it('refuses an AWS bucket without its region, which us-east-1 would break for Mumbai', () => {
    expect(() => loadConfig(base)).toThrow(/PHOTOS_S3_REGION/);
    expect(loadConfig({ ...base, PHOTOS_S3_REGION: 'ap-south-1' }).photosS3?.region).toBe('ap-south-1');
  });

  it('lets an S3-compatible endpoint default its region', () => {
    const config = loadConfig({ ...base, PHOTOS_S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(config.photosS3?.region).toBe('us-east-1');
  });
});

describe('the map tiles', () => {
  const base = { NODE_ENV: 'test', DATABASE_URL: '' };
  it("are OpenStreetMap's unless set, none when set empty, and need {z}, {x} and {y}", () => {
    expect(loadConfig(base).MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(loadConfig({ ...base, MAP_TILE_URL: '' }).MAP_TILE_URL).toBeUndefined();
    const loopback = 'http://127.0.0.1:4100/tiles/{z}/{x}/{y}.png';
    expect(loadConfig({ ...base, MAP_TILE_URL: loopback }).MAP_TILE_URL).toBe(loopback);
    expect(() => loadConfig({ ...base, MAP_TILE_URL: 'https://tiles.example/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL has \{z\}, \{x\} and \{y\}/,
    );
  });
});
