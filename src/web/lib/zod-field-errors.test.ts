import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodFieldErrors } from './zod-field-errors';

const schema = z.object({
  name: z.string().min(1, 'Name is required').max(3, 'Too long'),
  address: z.object({ pincode: z.string().length(6, 'Pincode has 6 digits') }),
});

describe('zodFieldErrors', () => {
  it('gives each field its first message, keyed by its path', () => {
    const parsed = schema.safeParse({ name: '', address: { pincode: '1' } });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(zodFieldErrors(parsed.error)).toEqual({
      name: 'Name is required',
      'address.pincode': 'Pincode has 6 digits',
    });
  });

  it('keeps only the first of two messages for one field', () => {
    const twice = z.object({
      code: z
        .string()
        .min(4, 'Too short')
        .regex(/^[A-Z]+$/, 'Capitals only'),
    });
    const parsed = twice.safeParse({ code: 'a' });
    if (parsed.success) throw new Error('expected a refusal');
    expect(zodFieldErrors(parsed.error)).toEqual({ code: 'Too short' });
  });
});
