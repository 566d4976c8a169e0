import { inviteStatus, inviteType } from '../../../machines/codes/invitation.codes';

/** An invitation's own page, where it is accepted or rejected (`/inviteDetail?id=`). */
export const inviteDetailPath = (id: number) => `/inviteDetail?id=${id}`;

/** The order of the status filters of invitation lists (the invite dialog, my works): pending first, rejected last. */
const { pending, accepted: acceptedCode, completed: completedCode, timedOut, rejected } = inviteStatus.values;
export const INVITE_STATE_ORDER: number[] = [pending, acceptedCode, completedCode, timedOut, rejected].map(Number);

const accepted = Number(inviteStatus.values.accepted);
const completed = Number(inviteStatus.values.completed);
const cate = (key: keyof typeof inviteType.values) => Number(inviteType.values[key]);

/** The page where an invitation's work is done: its path and the action's key in `invitations.actions`. */
export type InvitationWork = {
  to: string;
  /** `invitations.actions.<action>`: what the link says (do the work while accepted, read it once completed). */
  action: 'evaluate' | 'assess' | 'viewAssessment' | 'analyse' | 'viewPlan' | 'scorePlans' | 'viewScores' | 'answerTopics' | 'viewSolutions' | 'reviewSolutions';
  /** The kind's stem for test ids (`invite-<slug>` on the detail, `<list>-<slug>` in my works). */
  slug: 'evaluate' | 'assess' | 'analyse' | 'review' | 'solutions' | 'review-solutions';
};

/** Per invite kind: the work page, its stem, and the actions while accepted and once completed (null: nothing to read). */
const WORK: Record<number, { path: string; slug: InvitationWork['slug']; doing: InvitationWork['action']; done: InvitationWork['action'] | null }> = {
  [cate('evaluation')]: { path: '/evaluate', slug: 'evaluate', doing: 'evaluate', done: null },
  [cate('detailedMarketEvaluation')]: { path: '/evaluate', slug: 'assess', doing: 'assess', done: 'viewAssessment' },
  [cate('projectAnalysis')]: { path: '/projectAnalysisReviewSubProject', slug: 'analyse', doing: 'analyse', done: 'viewPlan' },
  [cate('analysisReview')]: { path: '/projectAnalysisReviewReview', slug: 'review', doing: 'scorePlans', done: 'viewScores' },
  [cate('solutionSolicitation')]: { path: '/provideSolutions', slug: 'solutions', doing: 'answerTopics', done: 'viewSolutions' },
  [cate('solutionReview')]: { path: '/resolve', slug: 'review-solutions', doing: 'reviewSolutions', done: 'viewScores' },
};

/**
 * Where the invitee does (or reads) an invitation's work, keyed by the invitation id as every work page is: an
 * accepted one leads to its page (an initial evaluation only until its market size is answered), a completed one back
 * to it where the page shows the submitted work read-only; null for a pending, rejected or timed-out invitation (its
 * detail, /inviteDetail, is the way) and for kinds without a work page (crowdfunding: the campaign; execution,
 * integration: later stages). The invitation detail and the my-works lists share it.
 */
export function invitationWork(inv: { id: number; cate: number; status: number; marketSize?: string | null }): InvitationWork | null {
  const work = WORK[inv.cate];
  if (!work) return null;
  if (inv.status === accepted && !(inv.cate === cate('evaluation') && inv.marketSize)) return { to: `${work.path}?id=${inv.id}`, action: work.doing, slug: work.slug };
  if (inv.status === completed && work.done) return { to: `${work.path}?id=${inv.id}`, action: work.done, slug: work.slug };
  return null;
}
