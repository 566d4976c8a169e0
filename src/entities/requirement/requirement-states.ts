import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUIREMENT_STATES, type RequirementState } from '../../../machines/requirement/requirement.machine';

export { REQUIREMENT_STATES, type RequirementState };

/** A stored state's short name in the page language (`requirements.state.*`; the filters of the lists). */
export function useRequirementStateLabel() {
  const { t } = useTranslation('requirements');
  return useCallback((state: string) => t(`requirements.state.${state.replace('.', '_')}`, { defaultValue: state }), [t]);
}

/** The status filter's options: every stored state. */
export function useRequirementStateOptions(states: readonly string[] = REQUIREMENT_STATES) {
  const label = useRequirementStateLabel();
  return states.map((value) => ({ value, label: label(value) }));
}
