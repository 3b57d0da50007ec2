import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from './translator';

const make = () =>
  createTranslator({
    language: 'en',
    fallbackLanguage: 'en',
    defaultNS: 'common',
    resources: {
      en: {
        common: {
          hero: { heading: 'Hello {{name}}', list: ['a {{x}}', 'b'] },
          hours_one: '{{count}} hr',
          hours_other: '{{count}} hrs',
          onlyEnglish: 'English only',
        },
        data: { 'Home Cleaning. Deep': 'Home Cleaning. Deep' },
      },
    },
  });

describe('createTranslator', () => {
  it('reads dot paths in the default namespace and fills {{values}}, empty when a value is missing', () => {
    const i18n = make();
    expect(i18n.t('hero.heading', { name: 'Asha' })).toBe('Hello Asha');
    expect(i18n.t('hero.heading')).toBe('Hello ');
  });

  it('picks the plural form by Intl.PluralRules of the language', () => {
    const i18n = make();
    expect(i18n.t('hours', { count: 1 })).toBe('1 hr');
    expect(i18n.t('hours', { count: 3 })).toBe('3 hrs');
    i18n.addResourceBundle('hi', 'common', { hours_one: '{{count}} घंटा', hours_other: '{{count}} घंटे' });
    expect(i18n.t('hours', { count: 0, lng: 'hi' })).toBe('0 घंटा');
    expect(i18n.t('hours', { count: 2, lng: 'hi' })).toBe('2 घंटे');
  });

  it('returns lists only when asked, with their strings filled', () => {
    const i18n = make();
    expect(i18n.t('hero.list', { returnObjects: true, x: 1 })).toEqual(['a 1', 'b']);
    expect(i18n.t('hero.list')).toBe('hero.list');
  });

  it('takes a key as written without separators, falls back to English, then defaultValue, then the key', async () => {
    const i18n = make();
    const asWritten = { ns: 'data', keySeparator: false, nsSeparator: false } as const;
    expect(i18n.t('Home Cleaning. Deep', asWritten)).toBe('Home Cleaning. Deep');
    i18n.addResourceBundle('hi', 'common', { hero: { heading: 'नमस्ते {{name}}' } });
    await i18n.changeLanguage('hi');
    expect(i18n.t('hero.heading', { name: 'आशा' })).toBe('नमस्ते आशा');
    expect(i18n.t('onlyEnglish')).toBe('English only');
    expect(i18n.t('Admin wrote this', { ...asWritten, defaultValue: 'Admin wrote this' })).toBe(
      'Admin wrote this',
    );
    expect(i18n.t('pages.none', { returnObjects: true, defaultValue: null })).toBeNull();
    expect(i18n.t('missing.key')).toBe('missing.key');
  });

  it('tells listeners of a language change and fixes a namespace and language for getFixedT', async () => {
    const i18n = make();
    const listener = vi.fn();
    i18n.on('languageChanged', listener);
    await i18n.changeLanguage('hi');
    expect(listener).toHaveBeenCalledWith('hi');
    i18n.off('languageChanged', listener);
    await i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.hasResourceBundle('en', 'data')).toBe(true);
    expect(i18n.getFixedT('en', 'data')('Home Cleaning. Deep', { keySeparator: false })).toBe(
      'Home Cleaning. Deep',
    );
  });
});
