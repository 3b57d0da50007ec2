import { describe, expect, it } from 'vitest';
import { TEXT_TEMPLATES } from '../../../shared/notifications';
import { loadConfig } from '../../config';
import { hindiSmsKinds, smsKindsWithoutHindi } from './select-providers';

describe('the SMS a Hindi speaker gets in Hindi', () => {
  it('in the sandbox (no MSG91 key): every kind', () => {
    const config = loadConfig({});
    expect(hindiSmsKinds(config)).toBe('all');
    expect(smsKindsWithoutHindi(config)).toEqual([]);
  });

  it('through MSG91: only the kinds with a Hindi DLT template, the rest named for start-up’s warning', () => {
    const config = loadConfig({
      MSG91_AUTH_KEY: 'key',
      MSG91_TEMPLATE_IDS_HI: JSON.stringify({ 'booking-received': 'hi-1', 'login-code': 'hi-2' }),
    });
    expect(hindiSmsKinds(config)).toEqual(new Set(['booking-received', 'login-code']));
    const english = smsKindsWithoutHindi(config);
    expect(english).toContain('booking-reminder');
    expect(english).not.toContain('login-code');
    expect(english).toHaveLength(Object.keys(TEXT_TEMPLATES).length - 2);
  });
});
