import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage, setLanguage, type AppLanguage } from './i18n';
import { getToken } from './auth-token';
import { ModifyLanguageMutation } from './modify-language.mutation';
import { useSession } from './session/session-context';

/**
 * The UI language and how to change it: the cookie and `<html lang>` always, and the member's saved
 * language (`modifyLanguage`) when signed in, so the next sign-in on another device applies it.
 */
export function useLanguage(): { language: AppLanguage; change: (lang: AppLanguage) => Promise<void> } {
  const { i18n } = useTranslation();
  const session = useSession();
  const [modifyLanguage] = useMutation(ModifyLanguageMutation);
  const signedIn = session.isSignedIn;
  const change = useCallback(
    async (lang: AppLanguage) => {
      const changed = currentLanguage() !== lang;
      await setLanguage(lang);
      if (changed && signedIn) await modifyLanguage({ variables: { lang } }).catch(() => undefined);
    },
    [signedIn, modifyLanguage],
  );
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();
  return { language, change };
}

/**
 * Keeps the member's saved language equal to the language on screen (DESIGN 6: the choice persists in the cookie
 * and the member's saved language). A `/en` link opened while the profile was still loading, or a switch made
 * while signed out, would otherwise leave the two apart, and the services, which answer in the saved language,
 * would speak Chinese on an English page. Only for a page that opened signed in: signing in on this page applies
 * the saved language and reloads (spec 2), and must not be overtaken by the language shown before it.
 */
export function useSaveLanguageWhenSignedIn(): void {
  const session = useSession();
  const { i18n } = useTranslation();
  const [modifyLanguage] = useMutation(ModifyLanguageMutation);
  const [openedSignedIn] = useState(() => Boolean(getToken()));
  const saving = useRef<string | null>(null);
  const shown = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();
  const toSave = languageToSave({ openedSignedIn, profileLoaded: session.profileLoaded, saved: session.user?.localization, shown });
  useEffect(() => {
    if (!toSave || saving.current === toSave) return;
    saving.current = toSave;
    void modifyLanguage({ variables: { lang: toSave } })
      .then(() => session.refreshUser())
      .catch(() => undefined)
      .finally(() => {
        saving.current = null;
      });
  }, [toSave, modifyLanguage, session]);
}

/** The language to save for the member now, or null (see `useSaveLanguageWhenSignedIn`). */
export function languageToSave(state: { openedSignedIn: boolean; profileLoaded: boolean; saved: string | null | undefined; shown: AppLanguage }): AppLanguage | null {
  if (!state.openedSignedIn || !state.profileLoaded || !state.saved) return null;
  return state.saved === state.shown ? null : state.shown;
}
