import { describe, expect, it } from 'vitest';
import { languageChain, Translator } from './translator.ts';

function translator() {
  const i18n = new Translator({
    language: 'en',
    fallbackLanguage: 'en',
    defaultNamespace: 'common',
    defaultVariables: { seasonStart: 2026, seasonEnd: 2027 },
  });
  i18n.addNamespace('en', 'common', {
    hello: 'Hello {{name}}',
    season: 'The {{seasonStart}}–{{seasonEnd}} season',
    onlyEnglish: 'Only in English',
    held: { left_one: '{{count}} minute left', left_other: '{{count}} minutes left' },
    steps: ['Find a place near {{place}}', 'Book'],
  });
  i18n.addNamespace('es', 'common', {
    hello: 'Hola {{name}}',
    held: { left_one: 'Queda {{count}} minuto', left_other: 'Quedan {{count}} minutos' },
  });
  i18n.addNamespace('en', 'campaigns', { walgreens: { title: 'Walgreens title' } });
  // Like a view's `t`: the language of the moment, the default namespace.
  return { i18n, t: i18n.getFixedT(null) };
}

describe('Translator', () => {
  it('fills in the values a text names, and the season every text may name', () => {
    const { t } = translator();
    expect(t('hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('season')).toBe('The 2026–2027 season');
    expect(t('hello')).toBe('Hello ');
  });

  it('picks the plural form by the language and the count', () => {
    const { t } = translator();
    expect(t('held.left', { count: 1 })).toBe('1 minute left');
    expect(t('held.left', { count: 5 })).toBe('5 minutes left');
    expect(t('held.left', { count: 1, lng: 'es' })).toBe('Queda 1 minuto');
    // Spanish says "many" for a million; the text for "other" is what is written.
    expect(t('held.left', { count: 1_000_000, lng: 'es' })).toBe('Quedan 1000000 minutos');
  });

  it('follows the language chosen, falls back to English, and tells views that the language changed', () => {
    const { i18n, t } = translator();
    let told = 0;
    const stop = i18n.subscribe(() => (told += 1));
    i18n.changeLanguage('es');
    expect(i18n.language).toBe('es');
    expect(t('hello', { name: 'Ana' })).toBe('Hola Ana');
    expect(t('onlyEnglish')).toBe('Only in English');
    i18n.changeLanguage('es');
    stop();
    i18n.changeLanguage('en');
    expect(told).toBe(1);
  });

  it('reads another namespace by prefix and takes the first of several keys that exists', () => {
    const { i18n, t } = translator();
    const campaigns = i18n.getFixedT('en', 'campaigns');
    expect(campaigns('title')).toBe('title');
    expect(campaigns('walgreens.title')).toBe('Walgreens title');
    expect(campaigns('common:hello', { name: 'Bo' })).toBe('Hello Bo');
    expect(t(['campaigns:target.title', 'campaigns:walgreens.title'])).toBe('Walgreens title');
    expect(i18n.exists('walgreens.title', { ns: 'campaigns' })).toBe(true);
    expect(i18n.exists('walgreens.subtitle', { ns: 'campaigns' })).toBe(false);
  });

  it('gives the default, or else the key, for a text no language has, and never an object as a text', () => {
    const { t } = translator();
    expect(t('brands.Acme', { defaultValue: 'Acme' })).toBe('Acme');
    expect(t('questions.q1.description', { defaultValue: '' })).toBe('');
    expect(t('common:missing.key')).toBe('missing.key');
    expect(t('held')).toBe('held');
  });

  it('hands back lists with their values filled in when asked for objects', () => {
    const { t } = translator();
    expect(t('steps', { returnObjects: true, place: 'Austin' })).toEqual(['Find a place near Austin', 'Book']);
  });
});

describe('a regional language', () => {
  it('reads its own text, then its base language, then English: zh-TW → zh → en', () => {
    const missing: string[] = [];
    const i18n = new Translator({
      language: 'zh-TW',
      fallbackLanguage: 'en',
      defaultNamespace: 'common',
      onMissing: (key, language) => missing.push(`${language}:${key}`),
    });
    i18n.addNamespace('en', 'common', { book: 'Book', cancel: 'Cancel', help: 'Help' });
    i18n.addNamespace('zh', 'common', { book: '预约', cancel: '取消' });
    i18n.addNamespace('zh-TW', 'common', { book: '預約' });
    const t = i18n.getFixedT(null);
    expect([t('book'), t('cancel'), t('help')]).toEqual(['預約', '取消', 'Help']);
    expect(languageChain('zh-TW', 'en')).toEqual(['zh-TW', 'zh', 'en']);
    expect(languageChain('es', 'en')).toEqual(['es', 'en']);
    expect(missing).toEqual([]);
    expect(t('nowhere')).toBe('nowhere');
    expect(missing).toEqual(['zh-TW:nowhere']);
  });
});
