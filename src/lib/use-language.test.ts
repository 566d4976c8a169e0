import { describe, expect, it } from 'vitest';
import { languageToSave } from './use-language';

describe('languageToSave', () => {
  const signedInPage = { openedSignedIn: true, profileLoaded: true };

  it('saves the language on screen when the member’s saved one differs (a /en link opened signed in)', () => {
    expect(languageToSave({ ...signedInPage, saved: 'zh', shown: 'en' })).toBe('en');
    expect(languageToSave({ ...signedInPage, saved: 'en', shown: 'zh' })).toBe('zh');
  });

  it('saves nothing when they agree, before the profile is loaded, or on a page where the member signs in', () => {
    expect(languageToSave({ ...signedInPage, saved: 'en', shown: 'en' })).toBeNull();
    expect(languageToSave({ openedSignedIn: true, profileLoaded: false, saved: 'zh', shown: 'en' })).toBeNull();
    // Signing in applies the saved language and reloads: the language shown before must not overwrite it.
    expect(languageToSave({ openedSignedIn: false, profileLoaded: true, saved: 'zh', shown: 'en' })).toBeNull();
    expect(languageToSave({ ...signedInPage, saved: null, shown: 'en' })).toBeNull();
  });
});
