import { useTranslation } from 'react-i18next';
import { inviteType } from '../../../machines/codes';
import { InvitationListPage } from './invitation-list-page';

const kind = (key: keyof typeof inviteType.values) => Number(inviteType.values[key]);
const BLUEPRINT_KINDS = [kind('projectAnalysis')];
const REVIEW_KINDS = [kind('analysisReview'), kind('solutionReview')];
const SOLUTION_KINDS = [kind('solutionSolicitation')];

/**
 * My breakdown plans (/personal/workbench/myworks/offerBlueprint): my project-analysis invitations (kind 3, stage 2
 * step 1); an accepted one leads to /projectAnalysisReviewSubProject to write the plan, a completed one to read it.
 */
export function OfferBlueprintPage() {
  const { t } = useTranslation('invitations');
  return <InvitationListPage id="blueprints" title={t('menu.myworks.offerBlueprint')} kinds={BLUEPRINT_KINDS} empty={t('invitations.list.emptyBlueprints')} />;
}

/**
 * My reviews (/personal/workbench/myworks/check): my review invitations, the analysis review (kind 4, step 2:
 * /projectAnalysisReviewReview) and the expert review of solutions (kind 7, step 4: /resolve), switched by kind.
 */
export function CheckPage() {
  const { t } = useTranslation('invitations');
  return <InvitationListPage id="reviews" title={t('menu.myworks.check')} kinds={REVIEW_KINDS} empty={t('invitations.list.emptyReviews')} />;
}

/**
 * My solutions (/personal/workbench/myworks/resolve): my solution-solicitation invitations (kind 5, step 3); an
 * accepted one leads to /provideSolutions to answer the selected sub-topics, a completed one to read the answers.
 */
export function ResolvePage() {
  const { t } = useTranslation('invitations');
  return <InvitationListPage id="solutions" title={t('menu.myworks.resolve')} kinds={SOLUTION_KINDS} empty={t('invitations.list.emptySolutions')} />;
}
