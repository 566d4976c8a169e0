import { Steps } from 'antd';
import { mainStage as mainStageTable, subProcessStep, subStepStatus as subStepStatusTable } from '../../../machines/codes/requirement.codes';
import { useCodeLabel } from '@/components/code-tag';
import { MOBILE_BREAKPOINT, useViewportWidth } from '@/components/layout/use-viewport-width';
import { currentStepStatus, isOutcome, type RequirementCodesView, type StepStatus } from './requirement-codes';
import './requirement.css';

const STAGES = mainStageTable.entries;
const SUB_STEPS = subProcessStep.entries;

/** The Steps status of every sub-step of stage 1 (pure: the progress and its tests). */
export function subStepStatuses(r: RequirementCodesView): StepStatus[] {
  if (r.mainStage > 1 || r.outcome === 'completed') return SUB_STEPS.map(() => 'finish');
  const current = r.subStep ?? 0;
  return SUB_STEPS.map((_, i) => {
    const n = i + 1;
    if (!current) return 'wait';
    if (n < current) return 'finish';
    if (n === current) return currentStepStatus(r.subStepStatus);
    return 'wait';
  });
}

/** The Steps status of every main stage. */
export function mainStageStatuses(r: RequirementCodesView): StepStatus[] {
  if (r.outcome === 'completed') return STAGES.map(() => 'finish');
  const ended = isOutcome(r.outcome);
  return STAGES.map((_, i) => {
    const n = i + 1;
    if (n < r.mainStage) return 'finish';
    if (n > r.mainStage) return 'wait';
    return ended ? 'error' : currentStepStatus(r.subStepStatus) === 'error' ? 'error' : 'process';
  });
}

export interface RequirementProgressProps {
  requirement: RequirementCodesView;
  /** Show stage 1's four sub-process steps (default: while the requirement is in stage 1). */
  showSubSteps?: boolean;
}

/**
 * "Seven-stage progress": the 7 main stages of spec 3 with the current one, and under stage 1 its 4 sub-process
 * steps (fill in, initial market evaluation, review fee, wait for pre-review) each with its status. Reads only the
 * codes the services answer (`mainStage`, `subStep`, `subStepStatus`, `outcome`), so it fits every page that has a
 * requirement: the publisher's detail, the hall's detail, operations' drawer.
 */
export function RequirementProgress({ requirement, showSubSteps }: RequirementProgressProps) {
  const label = useCodeLabel();
  const narrow = useViewportWidth() < MOBILE_BREAKPOINT;
  const stages = mainStageStatuses(requirement);
  const subs = subStepStatuses(requirement);
  const current = Math.min(Math.max(requirement.mainStage, 1), STAGES.length) - 1;
  const withSubSteps = showSubSteps ?? requirement.mainStage === 1;
  const currentSub = requirement.subStep ? requirement.subStep - 1 : -1;

  return (
    <div className="requirement-progress" data-testid="requirement-progress">
      <Steps
        size="small"
        orientation={narrow ? 'vertical' : 'horizontal'}
        titlePlacement="vertical"
        current={current}
        items={STAGES.map((stage, i) => ({
          key: stage.value,
          title: label(STAGES, stage.value),
          status: stages[i],
        }))}
      />
      {withSubSteps && (
        <div className="requirement-progress__sub" data-testid="requirement-sub-steps">
          <Steps
            size="small"
            type="dot"
            orientation={narrow ? 'vertical' : 'horizontal'}
            current={Math.max(currentSub, 0)}
            items={SUB_STEPS.map((step, i) => ({
              key: step.value,
              title: label(SUB_STEPS, step.value),
              status: subs[i],
              content:
                i === currentSub
                  ? label(subStepStatusTable.entries, String(requirement.subStepStatus))
                  : subs[i] === 'finish'
                    ? label(subStepStatusTable.entries, subStepStatusTable.values.done)
                    : undefined,
            }))}
          />
        </div>
      )}
    </div>
  );
}
