/**
 * The all-people review of breakdown plans (stage 2, during the analysis review; docs/requirements.md "All-people
 * review plan"): a comment has 1-PLAN_COMMENT_MAX characters (counted as code points, after trimming), at most
 * PLAN_COMMENTS_PER_MEMBER per member and requirement. The same check runs in the page and in the services.
 */
import type { RuleError } from './messages';

export const PLAN_COMMENT_MAX = 500;
export const PLAN_COMMENTS_PER_MEMBER = 20;

/** Characters as the counter shows them (code points, so an emoji counts once). */
export const planCommentLength = (text: string) => [...text.trim()].length;

export function validatePlanComment(text: string | null | undefined): RuleError | null {
  const length = planCommentLength(text ?? '');
  return length === 0 || length > PLAN_COMMENT_MAX ? { rule: 'planCommentLength', params: { max: PLAN_COMMENT_MAX } } : null;
}
