/** Where a requirement's pages live (features do not import each other: they share these paths). */
export const PUBLISH_PATH = '/publishRequirements';
export const MY_REQUIREMENTS_PATH = '/personal/workbench/myworks/publish';
/** A requirement's public detail in the hall (`?id=`): what every other page links to for "the requirement". */
export const REQUIREMENT_DETAIL_PATH = '/detail';
/** The publisher's stage-1 detail (`?id=`). */
export const TASK_DETAIL_PATH = '/taskDetail';
/** The publisher's pre-review (stage 2) detail (`?id=`): its steps and the detailed market assessments side by side. */
export const PRE_REVIEW_DETAIL_PATH = '/taskDetail2';
/** The all-people review of the breakdown plans (`?id=` of the requirement; stage 2, from the analysis review on). */
export const ALL_PEOPLE_REVIEW_PATH = '/allPeopleReviewPlan';
/** The announcement of the analysis review: the selected plan and every plan's scores (`?id=` of the requirement). */
export const ANALYSIS_REVIEW_ANNOUNCE_PATH = '/projectAnalysisReviewAnnounce';
/** Paying the review fee personally / applying for crowdfunding (`?id=` of the requirement). */
export const PAY_SELF_PATH = '/paySelf';
export const PAY_GROUP_PATH = '/payGroup';
/** The request-release agreement, opened in a new tab from the publish form (spec 2). */
export const REQUEST_RELEASE_AGREEMENT_PATH = '/agreement/requestRelease';

/** `/taskDetail?id=7` and the like. */
export const withId = (path: string, id: number) => `${path}?id=${id}`;

/** `?id=` of a requirement page: a positive integer, else null. */
export function requirementIdOf(params: URLSearchParams): number | null {
  const raw = params.get('id');
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
