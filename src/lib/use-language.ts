import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage, setLanguage, type AppLanguage } from './i18n';
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
