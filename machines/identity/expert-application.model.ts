/** The test model of `expertApplicationMachine`: one complete submission, and counts out of range refused. */
import type { ModelSpec } from '../testing/model';
import { expertApplicationMachine, type ExpertApplicationEvent } from './expert-application.machine';

const events: ExpertApplicationEvent[] = [
  { type: 'application.save' },
  { type: 'application.submit', fields: 2, credentials: 1 },
  { type: 'application.withdraw' },
  { type: 'review.approve' },
  { type: 'review.reject', reason: 'the licence is unreadable' },
  { type: 'application.edit' },
];

const refused: ExpertApplicationEvent[] = [
  { type: 'application.submit', fields: 0, credentials: 1 },
  { type: 'application.submit', fields: 7, credentials: 1 },
  { type: 'application.submit', fields: 2, credentials: 0 },
  { type: 'application.submit', fields: 2, credentials: 11 },
  { type: 'review.reject', reason: ' ' },
];

export const expertApplicationModel: ModelSpec<typeof expertApplicationMachine> = {
  machine: expertApplicationMachine,
  inputs: [{ applicantId: 31 }],
  events,
  refused,
  // whether it was ever submitted tells a first draft from a re-application
  project: (c) => ({ reason: c.reason !== null, submitted: Math.min(c.submissions, 2) }),
};
