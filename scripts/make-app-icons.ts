/**
 * The installable app's icons, made from the favicon's star: 192 and 512 px with the
 * favicon's rounded square, and a maskable 512 px one: a full-bleed square with the star inside the
 * central 80% safe zone, so any mask shape a launcher applies keeps it whole.
 * Run: npx tsx scripts/make-app-icons.ts (writes src/web/public/icons/).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const GREEN = '#059669';
const STAR = 'M32 10l5 14 14 5-14 5-5 14-5-14-14-5 14-5z';
const out = path.resolve(import.meta.dirname, '../src/web/public/icons');
mkdirSync(out, { recursive: true });

const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${GREEN}"/><path d="${STAR}" fill="#fff"/></svg>`;
// The star spans 38 of 64 units; scaled by 0.75 about the centre it stays well inside the safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${GREEN}"/><path d="${STAR}" fill="#fff" transform="translate(32 29) scale(0.75) translate(-32 -29)"/></svg>`;

for (const size of [192, 512])
  await sharp(Buffer.from(rounded), { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(path.join(out, `icon-${size}.png`));
await sharp(Buffer.from(maskable), { density: 72 * 8 })
  .resize(512, 512)
  .png()
  .toFile(path.join(out, 'icon-maskable-512.png'));
