import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine } from 'xstate';
import { stateLabelOf } from '../../machines/shared/lifecycle';

/**
 * A stored state's short name in the page language, as its machine names it (`meta.label`; every state of every
 * lifecycle has one in both languages, machines/shared/labels.test.ts): status tags, list filters, histories and live
 * charts all say the same words as the services' refusals. The state as the services store it, dotted for a nested
 * one ("feeDue.choosingMode"); a state the machine does not know (renamed since) is shown as written.
 */
export function useMachineStateLabel(machine: AnyStateMachine): (state: string) => string {
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? i18n.language)?.startsWith('en') ? 'en' : 'zh';
  return useCallback((state: string) => stateLabelOf(machine, state, lang), [machine, lang]);
}
