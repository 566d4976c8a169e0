/**
 * Project analysis and its review (schema.graphql, stage 2 steps 1 and 2, invitations of kinds 3 and 4) through the
 * gateway in-process (`yoga.fetch`) before the real services over PGlite (`startStack`): a requirement reaches
 * project analysis (two detailed assessments, quorum 2), the hall's solution provider is invited to analyse, reads
 * the empty plan, saves a partial draft, is refused a plan whose second sub-topic is incomplete (the services' words,
 * `reason` invalidPlan and `subTopic` 2 in `extensions`), submits once; the publisher reads the submitted plans. The
 * analysis window ends (the services' dev clock): the approved experts are invited to review; one acknowledges the
 * guidelines, saves partial scores, is refused a fraction, submits; the second submission is the quorum and the
 * plan is selected, which the publisher reads.
 */
import { describe, expect, it } from 'vitest';
import { type Plan, type Plans, type Task, useStageTwoStack } from './stage-two-gateway';

const {
  schedulerPoll,
  DAY,
  gql,
  ok,
  refusal,
  invitationOf,
  accept,
  people,
  inAnalysis,
  advanceClock,
  topic,
  scores,
  READ_PLAN,
  SAVE_PLAN,
  SUBMIT_PLAN,
  PLANS,
  READ_TASK,
  ACK,
  SAVE_SCORES,
  SUBMIT_SCORES,
} = useStageTwoStack('an');


describe('project analysis and its review through the gateway', () => {
  it('a plan drafted, refused with the sub-topic it is about, submitted; reviewed on the scorecard and selected', async () => {
    const requirement = await inAnalysis();
    const invitation = await invitationOf(people.analyst, requirement.id, 3);
    expect(invitation).toMatchObject({ cate: 3, status: 0 });

    // before accepting: no plan, not editable; the people.publisher sees no submitted plan yet
    const empty = ok(await gql<{ breakdownPlan: Plan }>(READ_PLAN, { id: invitation.id }, people.analyst)).breakdownPlan;
    expect(empty).toMatchObject({ planId: null, state: null, codes: null, subTopics: [], editable: false, requirement: { state: 'preReview.analysis' }, expiredAt: expect.any(Number) });
    expect(refusal(await gql(SAVE_PLAN, { id: invitation.id, t: [topic('A')] }, people.analyst))).toMatchObject({ status: 400, reason: 'notAccepted' });
    await accept(people.analyst, invitation.id);

    // a partial draft (category left out of the input: empty)
    const draft = ok(await gql<{ saveBreakdownPlan: Plan }>(SAVE_PLAN, { id: invitation.id, t: [{ ...topic('Inspection models'), categoryId: undefined, researchContent: '' }] }, people.analyst)).saveBreakdownPlan;
    expect(draft).toMatchObject({ state: 'draft', codes: { taskState: '1', reviewStatus: '0', result: null }, editable: true });
    expect(draft.subTopics).toEqual([expect.objectContaining({ position: 1, title: 'Inspection models', categoryId: null, researchContent: '' })]);

    // the second sub-topic incomplete: the services' words, the reason and the sub-topic in extensions
    const refused = refusal(await gql(SUBMIT_PLAN, { id: invitation.id, t: [topic('Inspection models'), topic('Line integration', { metrics: [] })] }, people.analyst));
    expect(refused).toMatchObject({ code: 'SERVICE_ERROR', status: 400, reason: 'invalidPlan', subTopic: 2 });
    expect(refused.message).toMatch(/^Sub-topic 2: /);
    // a plan-wide problem names no sub-topic
    const twice = refusal(await gql(SUBMIT_PLAN, { id: invitation.id, t: [topic('A', { integration: true }), topic('B', { integration: true })] }, people.analyst));
    expect(twice).toMatchObject({ status: 400, reason: 'invalidPlan' });
    expect(twice).not.toHaveProperty('subTopic');

    const submitted = ok(await gql<{ submitBreakdownPlan: Plan }>(SUBMIT_PLAN, { id: invitation.id, t: [topic('Inspection models'), topic('Line integration', { integration: true })] }, people.analyst)).submitBreakdownPlan;
    expect(submitted).toMatchObject({ state: 'submitted', codes: { taskState: '2', reviewStatus: '0', result: null }, editable: false });
    expect(refusal(await gql(SUBMIT_PLAN, { id: invitation.id, t: [topic('Again')] }, people.analyst))).toMatchObject({ status: 400, reason: 'alreadySubmitted' });

    const plans = ok(await gql<{ requirementPlans: Plans }>(PLANS, { no: requirement.requirementNo }, people.publisher)).requirementPlans;
    expect(plans.plans).toHaveLength(1);
    expect(plans.plans[0]).toMatchObject({ planId: submitted.planId, analyst: 1, state: 'submitted', subTopics: [{ title: 'Inspection models' }, { title: 'Line integration' }] });
    expect(refusal(await gql(PLANS, { no: requirement.requirementNo }, people.experts[0]))).toMatchObject({ status: 404 });

    // the analysis window ends: the plan goes into review, the approved people.experts are invited
    await advanceClock(15 * DAY);
    // a read delivers what fell due (the scheduler would too); the step's opening puts the plan in review after commit
    expect(ok(await gql<{ breakdownPlan: Plan }>(READ_PLAN, { id: invitation.id }, people.analyst)).breakdownPlan.requirement.state).toBe('preReview.analysisReview');
    await schedulerPoll();
    expect(ok(await gql<{ breakdownPlan: Plan }>(READ_PLAN, { id: invitation.id }, people.analyst)).breakdownPlan).toMatchObject({ state: 'inReview', codes: { reviewStatus: '1' } });
    const [r1, r2] = people.experts;
    const first = await invitationOf(r1, requirement.id, 4);
    const second = await invitationOf(r2, requirement.id, 4);
    await accept(r1, first.id);
    await accept(r2, second.id);

    const task = ok(await gql<{ reviewTask: Task }>(READ_TASK, { id: first.id }, r1)).reviewTask;
    expect(task).toMatchObject({ state: null, conflict: null, editable: true, guidelinesAcknowledged: false, requirement: { state: 'preReview.analysisReview' }, scorecard: { passMark: 60 } });
    expect(task.scorecard.criteria.map((c) => [c.key, c.weight])).toEqual([['coverage', 30], ['feasibility', 30], ['clarity', 20], ['metrics', 20]]);
    expect(task.items).toEqual([{ itemId: submitted.planId, label: 1 }]);
    // the reviewer reads the plans in review, with no scores until the review ends
    const inReview = ok(await gql<{ requirementPlans: Plans }>(PLANS, { no: requirement.requirementNo }, r1)).requirementPlans;
    expect(inReview.plans[0]).toMatchObject({ state: 'inReview', review: null });
    expect(inReview.scorecard).toMatchObject({ passMark: 60, criteria: [{ key: 'coverage', weight: 30 }, { key: 'feasibility', weight: 30 }, { key: 'clarity', weight: 20 }, { key: 'metrics', weight: 20 }] });

    const acknowledged = ok(await gql<{ acknowledgeReviewGuidelines: Task }>(ACK, { id: first.id }, r1)).acknowledgeReviewGuidelines;
    expect(acknowledged).toMatchObject({ state: 'scoring', taskState: '1', guidelinesAcknowledged: true });
    expect(acknowledged.availableEvents).toContain('scores.save');

    const partial = ok(await gql<{ saveReviewScores: Task }>(SAVE_SCORES, { id: first.id, r: [{ itemId: submitted.planId, scores: [{ key: 'coverage', score: 8 }], comment: '' }] }, r1)).saveReviewScores;
    expect(partial).toMatchObject({ state: 'scoring', reviews: [{ itemId: submitted.planId, scores: [{ key: 'coverage', score: 8 }], totalTenths: null }] });
    expect(refusal(await gql(SUBMIT_SCORES, { id: first.id, r: [{ itemId: submitted.planId, scores: [{ key: 'coverage', score: 7.5 }, ...scores(8).slice(1)], comment: '' }] }, r1))).toMatchObject({ status: 400 });
    expect(refusal(await gql(SUBMIT_SCORES, { id: first.id, r: [{ itemId: submitted.planId, scores: scores(8).slice(1), comment: '' }] }, r1))).toMatchObject({ status: 400 });

    const done = ok(await gql<{ submitReviewScores: Task }>(SUBMIT_SCORES, { id: first.id, r: [{ itemId: submitted.planId, scores: scores(8), comment: 'Clear split' }] }, r1)).submitReviewScores;
    expect(done).toMatchObject({ state: 'submitted', taskState: '2', editable: false, reviews: [{ totalTenths: 800, comment: 'Clear split' }] });

    // the second reviewer, without the guidelines, is the quorum: the plan is selected
    ok(await gql(SUBMIT_SCORES, { id: second.id, r: [{ itemId: submitted.planId, scores: scores(7), comment: '' }] }, r2));
    const selected = ok(await gql<{ requirementPlans: Plans }>(PLANS, { no: requirement.requirementNo }, people.publisher)).requirementPlans;
    expect(selected.plans[0]).toMatchObject({ state: 'selected', codes: { taskState: '2', reviewStatus: '2', result: '1' } });
    // the announcement: each reviewer's total in the order they submitted, the mean, each criterion's mean (tenths)
    expect(selected.plans[0]!.review).toEqual({
      reviewers: 2,
      totals: [800, 700],
      meanTenths: 750,
      criteria: ['coverage', 'feasibility', 'clarity', 'metrics'].map((key) => ({ key, meanTenths: 75 })),
      passes: true,
    });
    const mine = ok(await gql<{ breakdownPlan: Plan }>(READ_PLAN, { id: invitation.id }, people.analyst)).breakdownPlan;
    expect(mine).toMatchObject({ state: 'selected', requirement: { state: 'preReview.solicitation' } });
  });

  it('answers without a token with 401 and someone else’s task with 404', async () => {
    expect(refusal(await gql(READ_TASK, { id: 1 }))).toMatchObject({ status: 401 });
    expect(refusal(await gql(READ_PLAN, { id: 999_999 }, people.publisher))).toMatchObject({ status: 404 });
    expect(refusal(await gql(PLANS, { no: 'RQ-NONE' }, people.publisher))).toMatchObject({ status: 404 });
  });
});
