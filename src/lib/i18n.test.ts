import { afterEach, describe, expect, it } from 'vitest';
import {
  buildResources,
  currentLanguage,
  i18n,
  initialLanguage,
  languageFromUrl,
  setLanguage,
  stripLanguageSegments,
} from './i18n';
import { readCookie } from './cookies';

describe('language from the URL', () => {
  it.each([
    ['http://host/en', 'en'],
    ['http://host/en/hall', 'en'],
    ['http://host/hall/en?x=1', 'en'],
    ['/en/index?redirect=%2Fpersonal', 'en'],
    ['http://host/#/en/index', 'en'],
    ['http://host/zh/hall', 'zh'],
    ['http://host/index', null],
    ['http://host/enterprise', null],
    ['http://host/docs/platform-introduction-en', null],
  ])('%s → %s', (url, lang) => {
    expect(languageFromUrl(url)).toBe(lang);
  });

  it('prefers the URL, then the cookie, then Chinese', () => {
    expect(initialLanguage('/en/hall', 'zh')).toBe('en');
    expect(initialLanguage('/hall', 'en')).toBe('en');
    expect(initialLanguage('/hall', 'fr')).toBe('zh');
    expect(initialLanguage('/hall', undefined)).toBe('zh');
  });

  it('drops the language segment from the path', () => {
    expect(stripLanguageSegments('/en/hall')).toBe('/hall');
    expect(stripLanguageSegments('/en')).toBe('/');
    expect(stripLanguageSegments('/personal/en/wallet')).toBe('/personal/wallet');
  });
});

describe('setLanguage', () => {
  afterEach(async () => {
    await setLanguage('zh');
  });

  it('switches i18next, the lang cookie and <html lang>', async () => {
    await setLanguage('en');
    expect(currentLanguage()).toBe('en');
    expect(readCookie('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('menu.hall')).toBe('Project hall');
    await setLanguage('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n.t('menu.hall')).toBe('项目大厅');
  });

  it('finds keys of any namespace by their area prefix', () => {
    expect(i18n.t('errors.status.403')).toBe('当前操作没有权限');
    expect(i18n.t('layout.nav.more')).toBe('更多');
  });
});

describe('buildResources', () => {
  it('names each namespace after its file and maps the folders to zh and en', () => {
    const res = buildResources({
      '../locales/zh-CN/menu.json': { menu: { hall: '大厅' } },
      '../locales/en-US/menu.json': { menu: { hall: 'Hall' } },
      '../locales/fr-FR/menu.json': { menu: { hall: 'Salle' } },
    });
    expect(res).toEqual({ zh: { menu: { menu: { hall: '大厅' } } }, en: { menu: { menu: { hall: 'Hall' } } } });
  });
});
