/**
 * The reviewer's scores in the page (pure: tested without React), on the shared scorecard rules
 * (machines/rules/scorecard.ts): a criterion is scored a whole number 0-10, a plan's weighted total is shown live in
 * tenths (`formatTenths`) once every criterion is scored, and Submit needs every plan fully scored.
 */
import { formatTenths, validateReviewComment, validateScores, weightedTotalTenths, type Scorecard } from '../../../machines/rules/scorecard';
import type { RuleError } from '../../../machines/rules/messages';

/** Scores per plan (item id), by criterion key; null: not scored yet. */
export type ScoreSheet = Record<number, { scores: Record<string, number | null>; comment: string }>;

export function sheetOf(items: ReadonlyArray<{ itemId: number }>, saved: ReadonlyArray<{ itemId: number; scores: ReadonlyArray<{ key: string; score: number }>; comment: string }>, card: Scorecard): ScoreSheet {
  const sheet: ScoreSheet = {};
  for (const { itemId } of items) {
    const review = saved.find((r) => r.itemId === itemId);
    sheet[itemId] = {
      scores: Object.fromEntries(card.criteria.map((c) => [c.key, review?.scores.find((s) => s.key === c.key)?.score ?? null])),
      comment: review?.comment ?? '',
    };
  }
  return sheet;
}

const scored = (scores: Record<string, number | null>) => Object.fromEntries(Object.entries(scores).filter((e): e is [string, number] => e[1] !== null));

/** A plan's weighted total as the announcement writes it ("72.5"), or null until every criterion has a valid score. */
export function liveTotal(card: Scorecard, scores: Record<string, number | null>): string | null {
  const complete = scored(scores);
  return validateScores(card, complete) ? null : formatTenths(weightedTotalTenths(card, complete));
}

/** The first problem of one item's review, for a submission (every criterion, the comment within its limit; required for experts, kind 7). */
export function reviewError(card: Scorecard, review: ScoreSheet[number], commentRequired = false): RuleError | null {
  return validateScores(card, scored(review.scores)) ?? validateReviewComment(review.comment, commentRequired);
}

/** The sheet as the mutation takes it: the scored criteria of every plan. */
export function reviewsOf(sheet: ScoreSheet) {
  return Object.entries(sheet).map(([itemId, r]) => ({
    itemId: Number(itemId),
    comment: r.comment,
    scores: Object.entries(scored(r.scores)).map(([key, score]) => ({ key, score })),
  }));
}
