import { REQUIREMENT_STATES, requirementMachine, type RequirementState } from '../../../machines/requirement/requirement.machine';
import { useMachineStateLabel } from '@/lib/use-machine-state-label';

export { REQUIREMENT_STATES, type RequirementState };

/** A stored state's short name in the page language (the filters of the lists): the requirement machine's label. */
export function useRequirementStateLabel() {
  return useMachineStateLabel(requirementMachine);
}

/** The status filter's options: every stored state. */
export function useRequirementStateOptions(states: readonly string[] = REQUIREMENT_STATES) {
  const label = useRequirementStateLabel();
  return states.map((value) => ({ value, label: label(value) }));
}
