/** The test model of `publishMachine`: a new requirement and a reopened draft, with drafts that pass and break each step's rules. */
import type { RequirementDraft } from '../rules/requirement';
import type { ModelSpec } from '../testing/model';
import { publishMachine, type PublishEvent } from './publish.machine';

export const FULL_DRAFT: RequirementDraft = {
  title: 'Low-cost water purification for villages',
  industryIds: [3, 31],
  categoryId: 2,
  durationDays: 90,
  budgetFen: 500_000_00,
  detailsText: 'A filter that removes arsenic without power.',
  attachments: [],
  keywords: ['water', 'filter'],
  institutions: '',
  agreed: true,
};
/** Nothing entered: every step breaks a rule. */
export const EMPTY_DRAFT: RequirementDraft = {
  title: '',
  industryIds: [],
  categoryId: null,
  durationDays: null,
  budgetFen: null,
  detailsText: '',
  attachments: [],
  keywords: [],
  institutions: '',
  agreed: false,
};
/** Step 1 complete; neither details nor an attachment. */
export const NO_DETAILS_DRAFT: RequirementDraft = { ...FULL_DRAFT, detailsText: ' ' };
/** Everything but the agreement. */
export const NOT_AGREED_DRAFT: RequirementDraft = { ...FULL_DRAFT, agreed: false };
/** An attachment stands in for the details. */
export const ATTACHMENT_ONLY_DRAFT: RequirementDraft = { ...FULL_DRAFT, detailsText: '', attachments: ['auth/5_1767225600000_plan.pdf'] };
/** Malformed even for a draft: a title over 100 characters. */
export const BAD_DRAFT: RequirementDraft = { ...EMPTY_DRAFT, title: 'x'.repeat(101) };

const events: PublishEvent[] = [
  { type: 'step.next', draft: FULL_DRAFT },
  { type: 'step.next', draft: EMPTY_DRAFT },
  { type: 'step.next', draft: NO_DETAILS_DRAFT },
  { type: 'step.back' },
  { type: 'draft.save', draft: EMPTY_DRAFT },
  { type: 'draft.save', draft: BAD_DRAFT },
  { type: 'draft.saved', requirementId: 7 },
  { type: 'draft.saveFailed', message: 'the network is down' },
  { type: 'publish.submit', draft: FULL_DRAFT },
  { type: 'publish.submit', draft: EMPTY_DRAFT },
  { type: 'publish.submit', draft: NO_DETAILS_DRAFT },
  { type: 'publish.submit', draft: NOT_AGREED_DRAFT },
  { type: 'publish.submitted', requirementId: 7 },
  { type: 'publish.failed', message: 'Complete required fields', requirementId: 7 },
  { type: 'timer.expired' },
  { type: 'publish.leave' },
];

const refused: PublishEvent[] = [
  { type: 'draft.saved', requirementId: 0 },
  { type: 'publish.submitted', requirementId: -1 },
];

export const publishModel: ModelSpec<typeof publishMachine> = {
  machine: publishMachine,
  inputs: [{ requirementId: null }, { requirementId: 7 }],
  events,
  refused,
  // which fields hold an error, whether there is a saved draft and a server message
  project: (c) => ({ saved: c.requirementId !== null, errors: Object.keys(c.errors).sort(), error: c.error !== null }),
};
