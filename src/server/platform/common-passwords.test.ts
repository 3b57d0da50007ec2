import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it.each([
    'Secret123',
    'P@ssw0rd1',
    'Chamak@123',
    'Indore@123',
    'Abcd@1234',
    'Monkey123',
    'Welcome@123',
    'password',
    'aaaaaaaa',
    '#India2024',
    'Bhopal#1',
  ])('refuses %s', (password) => expect(isCommonPassword(password)).toBe(true));

  it.each([
    'Sitar-Lamp-123',
    'Tulip-Harbor-42',
    'Mopping-Crew-2026',
    'Str0ngPassw0rd',
    'NotMine2026x',
    'Secret-Tulip-7781',
    'Chamak-Sitar-Lamp',
  ])('accepts %s', (password) => expect(isCommonPassword(password)).toBe(false));
});
