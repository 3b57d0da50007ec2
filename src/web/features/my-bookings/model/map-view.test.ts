import { describe, expect, it } from 'vitest';
import { fitView, tileHref, worldPixel } from './map-view';

describe('worldPixel', () => {
  it.each([
    [{ lat: 0, lng: 0 }, 0, 128, 128],
    [{ lat: 0, lng: 180 }, 0, 256, 128],
    [{ lat: 0, lng: -180 }, 1, 0, 256],
  ])('places %o at zoom %i at (%i, %i)', (p, z, x, y) => {
    expect(worldPixel(p, z).x).toBeCloseTo(x, 6);
    expect(worldPixel(p, z).y).toBeCloseTo(y, 6);
  });
});

describe('fitView', () => {
  const rajwada = { lat: 22.7185, lng: 75.8572 };
  const north = { lat: 22.7455, lng: 75.8572 };
  it('fits both points inside the margins, centred', () => {
    const view = fitView([rajwada, north], 320, 200);
    for (const p of [rajwada, north]) {
      const at = view.place(p);
      expect(at.x).toBeGreaterThanOrEqual(36);
      expect(at.x).toBeLessThanOrEqual(320 - 36);
      expect(at.y).toBeGreaterThanOrEqual(36);
      expect(at.y).toBeLessThanOrEqual(200 - 36);
    }
    // 3 km in 128 px of height: zoom 12 (about 35 m per pixel at Indore's latitude; 13 needs 170 px).
    expect(view.zoom).toBe(12);
    expect(view.metresPerPixel).toBeGreaterThan(35);
    expect(view.metresPerPixel).toBeLessThan(36);
  });

  it('covers the view with tiles', () => {
    const view = fitView([rajwada], 320, 200);
    expect(view.zoom).toBe(15);
    for (const t of view.tiles) {
      expect(t.left).toBeLessThan(320);
      expect(t.top).toBeLessThan(200);
      expect(t.left + 256).toBeGreaterThan(0);
      expect(t.top + 256).toBeGreaterThan(0);
    }
    expect(view.tiles.length).toBeGreaterThanOrEqual(2);
    expect(tileHref('https://{s}.tile.example/{z}/{x}/{y}.png', view.tiles[0])).toMatch(
      /^https:\/\/a\.tile\.example\/15\/\d+\/\d+\.png$/,
    );
  });
});
