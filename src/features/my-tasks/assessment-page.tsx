import { useTranslation } from 'react-i18next';
import { inviteType, marketSizeRange } from '../../../machines/codes';
import { useCodeLabel } from '@/components/code-tag';
import { InvitationListPage } from './invitation-list-page';

/** The two market evaluations: the initial one (kind 1) and the detailed assessment of stage 2 (kind 6). */
const KINDS = [Number(inviteType.values.evaluation), Number(inviteType.values.detailedMarketEvaluation)];

/**
 * My assessments (/personal/workbench/myworks/assessment): my evaluation invitations, the initial market evaluation
 * (kind 1, with my market size answer) or the detailed market assessment (kind 6), with their status; an accepted one
 * not answered yet leads to /evaluate, and a submitted detailed assessment back to it (read-only, side by side).
 */
export function AssessmentPage() {
  const { t } = useTranslation('invitations');
  const label = useCodeLabel();
  return (
    <InvitationListPage
      id="assessment"
      title={t('menu.myworks.assessment')}
      kinds={KINDS}
      empty={t('invitations.list.emptyAssessments')}
      extraColumns={(cate) =>
        cate === KINDS[0]
          ? [{ key: 'answer', title: t('invitations.field.marketSize'), render: (_, row) => (row.marketSize ? label(marketSizeRange.entries, row.marketSize) : '-'), width: 130 }]
          : []
      }
    />
  );
}
