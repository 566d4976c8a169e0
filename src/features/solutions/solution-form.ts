/**
 * The provider's solution form (pure: tested without React), on the shared rules (machines/rules/solution.ts): the
 * four steps as the form holds them (the cost typed in yuan, sent in fen; step 2's visible text counted as the
 * services count it), each step's live problem for a draft (malformed: Save refused) and for the submission (missing:
 * step 5 lists it), and what the save mutation takes.
 */
import { fenToYuan } from '../../../machines/rules/money';
import type { RuleError } from '../../../machines/rules/messages';
import { solutionStepError, type SolutionStep, type SolutionStepContent } from '../../../machines/rules/solution';
import { visibleText } from '@/components/rich-text/visible-text';

export type FormAttachment = { key: string; name: string; contentType?: string; size?: number; url?: string | null };

export type SolutionForm = {
  approach: { summary: string; approach: string };
  detail: { html: string; text: string; attachments: FormAttachment[] };
  team: Array<{ name: string; role: string; expertise: string }>;
  /** The cost as typed in yuan (at most 2 decimals); '' not set. */
  costYuan: string;
  durationDays: number | null;
  milestones: Array<{ title: string; day: number | null; deliverable: string }>;
};

type SavedContent = {
  approach: { summary: string; approach: string };
  detail: { detailHtml: string; attachments: ReadonlyArray<{ key: string; name: string }> };
  team: { members: ReadonlyArray<{ name: string; role: string; expertise: string }> };
  plan: { costFen?: number | null; durationDays?: number | null; milestones: ReadonlyArray<{ title: string; day?: number | null; deliverable: string }> };
};

/** The form from the saved solution (stored attachments with their type and size). */
export function formOf(content: SavedContent, stored: ReadonlyArray<FormAttachment> = []): SolutionForm {
  return {
    // fields by name: the read data carries __typename, which an input type refuses
    approach: { summary: content.approach.summary, approach: content.approach.approach },
    detail: {
      html: content.detail.detailHtml,
      text: visibleText(content.detail.detailHtml),
      attachments: content.detail.attachments.map((a) => ({ ...stored.find((s) => s.key === a.key), key: a.key, name: a.name })),
    },
    team: content.team.members.map((m) => ({ name: m.name, role: m.role, expertise: m.expertise })),
    costYuan: content.plan.costFen === null || content.plan.costFen === undefined ? '' : fenToYuan(content.plan.costFen),
    durationDays: content.plan.durationDays ?? null,
    milestones: content.plan.milestones.map((m) => ({ title: m.title, day: m.day ?? null, deliverable: m.deliverable })),
  };
}

/** Yuan as typed → fen; null when empty; NaN (refused by the rules) when not an amount with at most 2 decimals. */
export function costFenOf(yuan: string): number | null {
  const text = yuan.trim();
  if (!text) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** One step's content as the rules and the mutation take it. */
export function stepContent<S extends SolutionStep>(form: SolutionForm, step: S): SolutionStepContent[S] {
  const content: SolutionStepContent = {
    1: form.approach,
    2: { detailHtml: form.detail.html, attachments: form.detail.attachments.map(({ key, name }) => ({ key, name })) },
    3: { members: form.team },
    4: { costFen: costFenOf(form.costYuan), durationDays: form.durationDays, milestones: form.milestones },
  };
  return content[step];
}

/** The step's problem: `partial` for a draft (malformed), else for the submission (missing too). */
export function stepError(form: SolutionForm, step: SolutionStep, partial: boolean): RuleError | null {
  return solutionStepError(step, stepContent(form, step) as never, { partial, detailText: form.detail.text });
}

/** The save mutation's variables for one step (the one input named after it). */
export function saveVariables(invitationId: number, subTopicId: number, form: SolutionForm, step: SolutionStep) {
  const base = { invitationId, subTopicId, step };
  if (step === 1) return { ...base, approach: stepContent(form, 1) };
  if (step === 2) return { ...base, detail: stepContent(form, 2) };
  if (step === 3) return { ...base, team: stepContent(form, 3) };
  return { ...base, plan: stepContent(form, 4) };
}
