/**
 * A solution's content (stage 2, step 3, kind 5; machines/requirement/solution.machine.ts): four steps, each saved
 * as a draft, all four complete to submit from step 5. The same rules in the form and in the services.
 *
 *   1 approach           summary (≤ 500) and the technical approach (≤ 5000)
 *   2 technical detail   rich text (sanitized on the server, ≤ 5000 visible characters) and 0-10 attachments
 *   3 team               1-20 members: name (≤ 50), role (≤ 50), expertise (≤ 200)
 *   4 cost and schedule  cost in fen (> 0, ≤ 100 million yuan), duration 1-3650 days, 1-20 milestones: title
 *                        (≤ 100), day from the start (1 to the duration, in order), deliverable (≤ 200)
 *
 * A draft of a step may be partial, never malformed; `solutionStepErrors(step, content, { partial: false })` is what
 * the submission checks for every step.
 */
import type { RuleError } from './messages';

export const SOLUTION_SUMMARY_MAX = 500;
export const SOLUTION_TEXT_MAX = 5000;
export const SOLUTION_ATTACHMENTS_MAX = 10;
export const TEAM_MAX = 20;
export const MILESTONES_MAX = 20;
export const SOLUTION_COST_MAX_FEN = 100_000_000 * 100;
export const SOLUTION_DURATION_MAX_DAYS = 3650;

export type ApproachStep = { summary: string; approach: string };
/** `detailText` is the rich text's visible characters (what the limit counts), computed by the services. */
export type DetailStep = { detailHtml: string; attachments: Array<{ key: string; name: string }> };
export type TeamMember = { name: string; role: string; expertise: string };
export type TeamStep = { members: TeamMember[] };
export type Milestone = { title: string; day: number | null; deliverable: string };
export type PlanStep = { costFen: number | null; durationDays: number | null; milestones: Milestone[] };
export type SolutionStepContent = { 1: ApproachStep; 2: DetailStep; 3: TeamStep; 4: PlanStep };
export type SolutionStep = keyof SolutionStepContent;

const length = (text: string) => [...text.trim()].length;
const tooLong = (text: string, max: number): RuleError | null => (length(text) > max ? { rule: 'solutionTextLength', params: { max } } : null);
const required = (text: string, partial: boolean, rule: RuleError['rule']): RuleError | null => (!partial && !text.trim() ? { rule } : null);

/** The first problem of one step's content, or null; `detailText` is the rich text's visible text (step 2). */
export function solutionStepError<S extends SolutionStep>(step: S, content: SolutionStepContent[S], { partial = false, detailText = '' } = {}): RuleError | null {
  switch (step) {
    case 1: {
      const c = content as ApproachStep;
      return required(c.summary, partial, 'solutionSummaryRequired') ?? tooLong(c.summary, SOLUTION_SUMMARY_MAX) ?? required(c.approach, partial, 'solutionApproachRequired') ?? tooLong(c.approach, SOLUTION_TEXT_MAX);
    }
    case 2: {
      const c = content as DetailStep;
      if (c.attachments.length > SOLUTION_ATTACHMENTS_MAX) return { rule: 'solutionAttachmentsMax', params: { max: SOLUTION_ATTACHMENTS_MAX } };
      return required(detailText, partial, 'solutionDetailRequired') ?? tooLong(detailText, SOLUTION_TEXT_MAX);
    }
    case 3: {
      const c = content as TeamStep;
      if (c.members.length > TEAM_MAX || (!partial && c.members.length === 0)) return { rule: 'solutionTeamSize', params: { max: TEAM_MAX } };
      for (const m of c.members) {
        const problem =
          required(m.name, partial, 'solutionMemberIncomplete') ?? required(m.role, partial, 'solutionMemberIncomplete') ?? tooLong(m.name, 50) ?? tooLong(m.role, 50) ?? tooLong(m.expertise, 200);
        if (problem) return problem;
      }
      return null;
    }
    case 4: {
      const c = content as PlanStep;
      if (c.costFen === null) {
        if (!partial) return { rule: 'solutionCostRange' };
      } else if (!Number.isSafeInteger(c.costFen) || c.costFen <= 0 || c.costFen > SOLUTION_COST_MAX_FEN) return { rule: 'solutionCostRange' };
      if (c.durationDays === null) {
        if (!partial) return { rule: 'solutionDurationRange', params: { max: SOLUTION_DURATION_MAX_DAYS } };
      } else if (!Number.isInteger(c.durationDays) || c.durationDays < 1 || c.durationDays > SOLUTION_DURATION_MAX_DAYS) {
        return { rule: 'solutionDurationRange', params: { max: SOLUTION_DURATION_MAX_DAYS } };
      }
      if (c.milestones.length > MILESTONES_MAX || (!partial && c.milestones.length === 0)) return { rule: 'solutionMilestones', params: { max: MILESTONES_MAX } };
      let last = 0;
      for (const m of c.milestones) {
        const text = required(m.title, partial, 'solutionMilestoneIncomplete') ?? required(m.deliverable, partial, 'solutionMilestoneIncomplete') ?? tooLong(m.title, 100) ?? tooLong(m.deliverable, 200);
        if (text) return text;
        if (m.day === null) {
          if (!partial) return { rule: 'solutionMilestoneIncomplete' };
          continue;
        }
        const outOfRange = !Number.isInteger(m.day) || m.day < 1 || (c.durationDays !== null && m.day > c.durationDays) || m.day < last;
        if (outOfRange) return { rule: 'solutionMilestoneDay' };
        last = m.day;
      }
      return null;
    }
  }
  return null;
}

export const EMPTY_SOLUTION: SolutionStepContent = {
  1: { summary: '', approach: '' },
  2: { detailHtml: '', attachments: [] },
  3: { members: [] },
  4: { costFen: null, durationDays: null, milestones: [] },
};
