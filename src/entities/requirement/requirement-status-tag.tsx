import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { subStepTableOf } from '../../../machines/codes/pre-review.codes';
import { mainStage as mainStageTable, subStepStatus as subStepStatusTable } from '../../../machines/codes/requirement.codes';
import { useCodeLabel } from '@/components/code-tag';
import { isOutcome, OUTCOME_CLASS, subStepStatusClass, TAG_COLOR, type RequirementCodesView } from './requirement-codes';

/**
 * A requirement's status as one coloured tag in the page language: its outcome once it has one ("Rejected by
 * operations", "Terminated", ...), otherwise where it is (the stage-1 sub-step, or the main stage after stage 1)
 * and that step's status ("Initial market evaluation · In progress"); a sub-step code is read in its stage's table
 * (stage 1's sub-process steps, stage 2's pre-review steps). Labels come from the spec 3 code tables of
 * machines/codes, so the member's, the hall's and operations' pages say the same words.
 */
export function RequirementStatusTag({ requirement }: { requirement: RequirementCodesView }) {
  const { t } = useTranslation('requirements');
  const label = useCodeLabel();
  const { mainStage, subStep, subStepStatus, outcome } = requirement;
  if (isOutcome(outcome)) {
    return (
      <Tag color={TAG_COLOR[OUTCOME_CLASS[outcome]]} data-testid="requirement-status">
        {t(`requirements.outcome.${outcome}`)}
      </Tag>
    );
  }
  const steps = subStep ? subStepTableOf(mainStage) : null;
  const where = steps ? label(steps, String(subStep)) : label(mainStageTable.entries, String(mainStage));
  return (
    <Tag color={TAG_COLOR[subStepStatusClass(subStepStatus)]} data-testid="requirement-status">
      {t('requirements.status.where', { where, status: label(subStepStatusTable.entries, String(subStepStatus)) })}
    </Tag>
  );
}
