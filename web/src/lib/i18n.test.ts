import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureAllMessages, initI18n } from './i18n.ts';
import { LANGUAGE_STORAGE_KEY, applyDocumentLanguage, isRtl, toSupportedLanguage } from './languages.ts';

describe('toSupportedLanguage', () => {
  it.each([
    ['pt-BR', 'pt'],
    ['pt-PT', 'pt'],
    ['ar-SA', 'ar'],
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['en-GB', 'en'],
    ['sw', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (tag, expected) => {
    expect(toSupportedLanguage(tag)).toBe(expected);
  });
});

describe('direction', () => {
  it.each(['ar', 'he', 'ur', 'fa', 'ar-SA'])('%s is right-to-left', (code) => expect(isRtl(code)).toBe(true));
  it.each(['en', 'fr', 'zh-TW'])('%s is left-to-right', (code) => expect(isRtl(code)).toBe(false));

  it('sets lang and dir on <html>', () => {
    applyDocumentLanguage('fa');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'fa');
    applyDocumentLanguage('de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});

describe('initI18n', () => {
  afterEach(() => localStorage.clear());

  it('restores the stored language, loads its messages and sets dir=rtl for Arabic', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    const i18n = await initI18n(i18next.createInstance());
    expect(i18n.resolvedLanguage).toBe('ar');
    expect(i18n.t('banners.accept')).toBe('موافق');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
  });

  it('switches back to English, keeps the choice and mirrors the page back', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    const i18n = await initI18n(i18next.createInstance());
    await i18n.changeLanguage('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(i18n.t('banners.accept')).toBe('Accept');
  });

  it('prefers ?lng= over the stored choice, and the stored choice over the browser', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    window.history.replaceState(null, '', '/?lng=de');
    const fromQuery = await initI18n(i18next.createInstance());
    window.history.replaceState(null, '', '/');
    expect(fromQuery.resolvedLanguage).toBe('de');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ja');
    expect((await initI18n(i18next.createInstance())).resolvedLanguage).toBe('ja');
  });

  it('falls through unknown browser languages to the first supported one', async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sw-KE', 'es-MX', 'fr']);
    const i18n = await initI18n(i18next.createInstance());
    languages.mockRestore();
    expect(i18n.resolvedLanguage).toBe('es');
  });

  it('adds the account texts once a page asks for them, and keeps them across a language change', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    const i18n = await initI18n(i18next.createInstance());
    expect(i18n.exists('onboarding.title')).toBe(false);
    await ensureAllMessages(i18n);
    expect(i18n.exists('onboarding.title')).toBe(true);
    await i18n.changeLanguage('de');
    expect(i18n.exists('onboarding.title')).toBe(true);
    expect(i18n.t('auth.signIn')).not.toBe('auth.signIn');
  });

  it('maps a stored pt-BR onto Portuguese', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pt-BR');
    const i18n = await initI18n(i18next.createInstance());
    expect(i18n.resolvedLanguage).toBe('pt');
  });
});
