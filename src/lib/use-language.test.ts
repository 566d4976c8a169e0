import { describe, expect, it } from 'vitest';
import { choiceToSave, languageToApply } from './use-language';

describe('languageToApply (a page that loads signed in)', () => {
  it('switches to the member’s saved language when this browser’s cookie says another', () => {
    expect(languageToApply({ chosenOnThisPage: false, saved: 'en', shown: 'zh' })).toBe('en');
    expect(languageToApply({ chosenOnThisPage: false, saved: 'zh', shown: 'en' })).toBe('zh');
  });

  it('leaves the page alone when it already shows it, when the member chose on this page, or without a saved language', () => {
    expect(languageToApply({ chosenOnThisPage: false, saved: 'en', shown: 'en' })).toBeNull();
    // A `/en` address or the switch on this page is newer than the profile that was read meanwhile.
    expect(languageToApply({ chosenOnThisPage: true, saved: 'zh', shown: 'en' })).toBeNull();
    expect(languageToApply({ chosenOnThisPage: false, saved: null, shown: 'en' })).toBeNull();
    expect(languageToApply({ chosenOnThisPage: false, saved: 'fr', shown: 'en' })).toBeNull();
  });
});

describe('choiceToSave (the switch or a /en address)', () => {
  it('saves a signed-in member’s choice, also when the screen already showed it (the cookie) but the saved one differs', () => {
    expect(choiceToSave({ signedIn: true, lang: 'en', shown: 'zh', saved: 'zh' })).toBe(true);
    expect(choiceToSave({ signedIn: true, lang: 'en', shown: 'en', saved: 'zh' })).toBe(true);
    // The profile is not loaded yet: the saved language is unknown, so the choice is saved.
    expect(choiceToSave({ signedIn: true, lang: 'en', shown: 'en', saved: undefined })).toBe(true);
  });

  it('saves nothing signed out, or when screen and saved language already agree with the choice', () => {
    expect(choiceToSave({ signedIn: false, lang: 'en', shown: 'zh', saved: undefined })).toBe(false);
    expect(choiceToSave({ signedIn: true, lang: 'en', shown: 'en', saved: 'en' })).toBe(false);
  });
});
