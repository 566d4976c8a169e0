import { useCallback, useEffect, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage, setLanguage, type AppLanguage } from './i18n';
import { ModifyLanguageMutation } from './modify-language.mutation';
import { useSession } from './session/session-context';

/**
 * Which language a page shows, and when the member's saved language changes (DESIGN 6; docs/status.md "Language"):
 * - The member's saved language changes only when the member chooses one: the switch, or an address with `/en` or
 *   `/zh`. That choice is shown at once, kept in the `lang` cookie, and saved to the member when signed in.
 * - Signed in, the saved language wins everywhere else: signing in applies it (the login flow), and a page that
 *   loads signed in switches to it once the profile is there. A browser whose `lang` cookie says otherwise (another
 *   device, or a choice made there while signed out) follows the member and never writes its own language back.
 * - Signed out, the `lang` cookie, else Chinese.
 */

/** The member chose a language on this page (one document: a full load starts again). */
let chosenOnThisPage = false;

/** For tests: a fresh page. */
export function forgetLanguageChoice(): void {
  chosenOnThisPage = false;
}

/**
 * Whether an explicit choice is saved to the member: always when signed in, unless both the screen and the member's
 * saved language already say it (`saved` only from a profile loaded on this page; unknown means save).
 */
export function choiceToSave(state: { signedIn: boolean; lang: AppLanguage; shown: AppLanguage; saved: string | null | undefined }): boolean {
  if (!state.signedIn) return false;
  return !(state.lang === state.shown && state.saved === state.lang);
}

/** The language a signed-in page switches to when its profile arrives, or null (it already shows it, or the member chose). */
export function languageToApply(state: { chosenOnThisPage: boolean; saved: string | null | undefined; shown: AppLanguage }): AppLanguage | null {
  if (state.chosenOnThisPage || !isLanguage(state.saved)) return null;
  return state.saved === state.shown ? null : state.saved;
}

/** The UI language and the member's explicit way to change it (the switch, a `/en` address). */
export function useLanguage(): { language: AppLanguage; change: (lang: AppLanguage) => Promise<void> } {
  const { i18n } = useTranslation();
  const session = useSession();
  const [modifyLanguage] = useMutation(ModifyLanguageMutation);
  // Read when choosing, so `change` keeps one identity while the session loads (the URL effect depends on it).
  const live = useRef(session);
  live.current = session;
  const change = useCallback(
    async (lang: AppLanguage) => {
      const shown = currentLanguage();
      chosenOnThisPage = true;
      await setLanguage(lang);
      const now = live.current;
      const saved = now.profileLoaded ? now.user?.localization : undefined;
      if (!choiceToSave({ signedIn: now.isSignedIn, lang, shown, saved })) return;
      await modifyLanguage({ variables: { lang } })
        .then(() => (live.current.profileLoaded ? live.current.refreshUser() : undefined))
        .catch(() => undefined);
    },
    [modifyLanguage],
  );
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();
  return { language, change };
}

/**
 * On a page that loads signed in, switches to the member's saved language once the profile first arrives, unless the
 * member chose one on this page meanwhile. Writes nothing: the saved language is the member's, not this browser's.
 */
export function useSavedLanguageWhenSignedIn(): void {
  const session = useSession();
  const settled = useRef(false);
  const saved = session.profileLoaded ? session.user?.localization : undefined;
  useEffect(() => {
    if (!session.profileLoaded || settled.current) return;
    settled.current = true;
    const lang = languageToApply({ chosenOnThisPage, saved, shown: currentLanguage() });
    if (lang) void setLanguage(lang);
  }, [session.profileLoaded, saved]);
}
