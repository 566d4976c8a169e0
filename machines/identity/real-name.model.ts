/** The test model of `realNameMachine`: a person, an organisation by letter, an organisation by face check. */
import type { ModelSpec } from '../testing/model';
import { REASON_MAX, realNameMachine, type RealNameEvent } from './real-name.machine';

const events: RealNameEvent[] = [
  { type: 'application.edit' },
  { type: 'application.submit', subjectType: 'person' },
  { type: 'application.submit', subjectType: 'organisation', method: 'letter' },
  { type: 'application.submit', subjectType: 'organisation', method: 'face' },
  { type: 'faceCheck.passed' },
  { type: 'faceCheck.failed', reason: 'the face did not match' },
  { type: 'review.approve' },
  { type: 'review.reject', reason: 'the photo is blurred' },
];

const refused: RealNameEvent[] = [
  { type: 'application.submit', subjectType: 'organisation' },
  { type: 'application.submit', subjectType: 'organisation', method: null },
  { type: 'review.reject', reason: '' },
  { type: 'review.reject', reason: '   ' },
  { type: 'review.reject', reason: 'x'.repeat(REASON_MAX + 1) },
  { type: 'faceCheck.failed', reason: '' },
];

export const realNameModel: ModelSpec<typeof realNameMachine> = {
  machine: realNameMachine,
  events,
  refused,
  // submissions only counts; what decides the next state is the subject, the method and whether a reason is shown
  project: ({ subjectType, method, reason }) => ({ subjectType, method, reason: reason !== null }),
};
