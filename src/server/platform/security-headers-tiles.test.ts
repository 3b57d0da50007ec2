import { describe, expect, it } from 'vitest';
import { securityHeaders, tileOrigin, withImageSources } from './security-headers';

describe("the map tiles' host in the pages' img-src", () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.in/{z}/{x}/{y}.png', 'https://*.tile.example.in'],
    ['http://127.0.0.1:8099/tiles/{z}/{x}/{y}.png', 'http://127.0.0.1:8099'],
  ])('%s loads from %s', (template, origin) => {
    expect(tileOrigin(template)).toBe(origin);
  });

  it('adds the tile host to img-src only, and nothing without one', () => {
    const csp = (sources: string[]) => securityHeaders(withImageSources(sources))['content-security-policy'];
    expect(csp([])).toContain("img-src 'self' data: blob:;");
    expect(csp(['https://tile.openstreetmap.org'])).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org;",
    );
    expect(csp(['https://tile.openstreetmap.org'])).toContain(
      "connect-src 'self' https://lumberjack.razorpay.com",
    );
  });
});
