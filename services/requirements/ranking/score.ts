/**
 * How the parts of the invitation ranking combine (docs/requirements.md "Who is invited"). The weights are data
 * (`RANKING_WEIGHTS`), every part is an integer stored with the invitation, and the score is their sum:
 *
 *   fieldMatch     30 if the requirement's sub-category is among the member's fields, + 20 if its industry is
 *   categoryMatch  20 if they completed a task on a requirement of the same request category
 *   textRelevance  100 × BM25 / the best BM25 among the step's candidates (0 when nobody's text matches)
 *   trackRecord    10 × (completed − timed out) / (completed + timed out + 1), over all their invitations
 *   loadPenalty    −10 × invitations they have open (pending or accepted)
 *
 * The one-line reason the invited member reads is the part that contributed most (ties: fields, text, category,
 * track); `available` when no part is positive.
 */
import type { InvitationRank, InvitationReason } from '../../db/schema';

export const RANKING_WEIGHTS = {
  subCategory: 30,
  industry: 20,
  category: 20,
  text: 100,
  track: 10,
  perOpenInvitation: 10,
} as const;

/** At most this many matched words name the reason. */
export const REASON_TERMS = 3;

export type RankInput = {
  subMatch: boolean;
  topMatch: boolean;
  /** The names of the requirement's fields the member matched, in both languages. */
  matchedField: { zh: string; en: string } | null;
  categoryMatch: boolean;
  bm25: number;
  bestBm25: number;
  matchedTerms: string[];
  completed: number;
  timedOut: number;
  open: number;
};

export function rankOf(input: RankInput, weights: typeof RANKING_WEIGHTS = RANKING_WEIGHTS): InvitationRank {
  const fieldMatch = (input.subMatch ? weights.subCategory : 0) + (input.topMatch ? weights.industry : 0);
  const categoryMatch = input.categoryMatch ? weights.category : 0;
  const textRelevance = input.bestBm25 > 0 ? Math.round((weights.text * input.bm25) / input.bestBm25) : 0;
  const trackRecord = Math.round((weights.track * (input.completed - input.timedOut)) / (input.completed + input.timedOut + 1));
  const loadPenalty = 0 - weights.perOpenInvitation * input.open;
  return {
    score: fieldMatch + categoryMatch + textRelevance + trackRecord + loadPenalty,
    fieldMatch,
    categoryMatch,
    load: input.open,
    textRelevance,
    trackRecord,
    loadPenalty,
    reason: reasonOf(input, { fieldMatch, textRelevance, categoryMatch, trackRecord }),
  };
}

function reasonOf(input: RankInput, parts: { fieldMatch: number; textRelevance: number; categoryMatch: number; trackRecord: number }): InvitationReason {
  const order: Array<[keyof typeof parts, number]> = [
    ['fieldMatch', parts.fieldMatch],
    ['textRelevance', parts.textRelevance],
    ['categoryMatch', parts.categoryMatch],
    ['trackRecord', parts.trackRecord],
  ];
  let best: [keyof typeof parts, number] | null = null;
  for (const part of order) if (part[1] > 0 && (!best || part[1] > best[1])) best = part;
  switch (best?.[0]) {
    case 'fieldMatch':
      return { key: 'fields', params: { zh: input.matchedField?.zh ?? '', en: input.matchedField?.en ?? '' } };
    case 'textRelevance':
      return { key: 'text', params: { terms: input.matchedTerms.slice(0, REASON_TERMS).join(', ') } };
    case 'categoryMatch':
      return { key: 'category', params: {} };
    case 'trackRecord':
      return { key: 'track', params: { completed: String(input.completed) } };
    default:
      return { key: 'available', params: {} };
  }
}
