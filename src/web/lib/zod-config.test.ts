import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('puts zod in jitless mode, so no schema probes eval under the CSP', async () => {
    await import('./zod-config');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
