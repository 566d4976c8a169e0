/**
 * Solutions and their expert review (schema.graphql, stage 2 steps 3 and 4, invitations of kinds 5 and 7) through the
 * gateway in-process (`yoga.fetch`) before the real services over PGlite (`startStack`): a requirement reaches the
 * solicitation (assessment, analysis, plan review as in analysis-review.gateway.test.ts); the analyst, in the hall as
 * a provider, reads the selected plan's sub-topics (solutionTopics), accepts the terms, saves the four steps (a
 * malformed step refused in the services' words), submits; the window ends (dev clock); the approved experts are
 * invited to review (kind 7): the guidelines first, a comment required; the second submission completes the stage and
 * the publisher reads the passed solution (requirementSolutions).
 */
import { describe, expect, it } from 'vitest';
import { type Plan, type Task, useStageTwoStack } from './stage-two-gateway';

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
  SUBMIT_PLAN,
  READ_TASK,
  ACK,
  SAVE_SCORES,
  SUBMIT_SCORES,
} = useStageTwoStack('so');


const SOLUTION_CONTENT = 'approach { summary approach } detail { detailHtml attachments { key name } } team { members { name role expertise } } plan { costFen durationDays milestones { title day deliverable } }';
const SOLUTION = `invitationId subTopicId solutionId state codes { taskState reviewStatus result } currentStep content { ${SOLUTION_CONTENT} } attachments { key name contentType size } termsAcceptedAt submittedAt editable availableEvents`;
const TOPICS = 'query T($id: Int!) { solutionTopics(invitationId: $id) { invitationId requirement { requirementNo state } expiredAt editable subTopics { id position title metrics { name target } integration solution { id state codes { taskState reviewStatus result } } } } }';
const READ_SOLUTION = `query S($id: Int!, $t: Int!) { solution(invitationId: $id, subTopicId: $t) { ${SOLUTION} } }`;
const TERMS = `mutation A($id: Int!, $t: Int!) { acceptSolutionTerms(invitationId: $id, subTopicId: $t) { ${SOLUTION} } }`;
const SAVE_STEP = `mutation V($id: Int!, $t: Int!, $step: Int!, $approach: SolutionApproachInput, $detail: SolutionDetailInput, $team: SolutionTeamInput, $plan: SolutionPlanInput) {
  saveSolutionStep(invitationId: $id, subTopicId: $t, step: $step, approach: $approach, detail: $detail, team: $team, plan: $plan) { ${SOLUTION} } }`;
const SUBMIT_SOLUTION = `mutation U($id: Int!, $t: Int!) { submitSolution(invitationId: $id, subTopicId: $t) { ${SOLUTION} } }`;
const WITHDRAW_SOLUTION = `mutation W($id: Int!, $t: Int!) { withdrawSolution(invitationId: $id, subTopicId: $t) { ${SOLUTION} } }`;
const SOLUTIONS = `query L($no: String!) { requirementSolutions(requirementNo: $no) { requirementNo solutions { solutionId subTopicId provider state codes { taskState reviewStatus result } submittedAt content { ${SOLUTION_CONTENT} } } } }`;
const STEP_INPUT = {
  1: { approach: { summary: 'A sensor network', approach: 'Distributed acoustic sensing along the line' } },
  2: { detail: { detailHtml: '<p>Fibre layout and signal processing</p><script>alert(1)</script>', attachments: [] } },
  3: { team: { members: [{ name: 'Li Wei', role: 'Lead', expertise: 'Signal processing' }] } },
  4: { plan: { costFen: 50_000_000, durationDays: 180, milestones: [{ title: 'Pilot', day: 90, deliverable: 'One line' }, { title: 'Roll-out', day: 180, deliverable: 'The plant' }] } },
} as const;
const solutionScores = (n: number) => ['approach', 'innovation', 'team', 'cost', 'risk'].map((key) => ({ key, score: n }));

type Solution = { solutionId: number | null; state: string | null; codes: { taskState: string; reviewStatus: string | null; result: string | null } | null; currentStep: number; editable: boolean; availableEvents: string[]; content: { detail: { detailHtml: string }; plan: { costFen: number | null } } };

describe('solutions and their expert review through the gateway', () => {
  it('a provider answers a sub-topic in five steps; people.experts acknowledge the guidelines and score it with comments; the people.publisher reads the passed solution', async () => {
    const requirement = await inAnalysis();
    const analysis = await invitationOf(people.analyst, requirement.id, 3);
    await accept(people.analyst, analysis.id);
    const plan = ok(await gql<{ submitBreakdownPlan: Plan }>(SUBMIT_PLAN, { id: analysis.id, t: [topic('Inspection models'), topic('Line integration', { integration: true })] }, people.analyst)).submitBreakdownPlan;
    await advanceClock(15 * DAY);
    ok(await gql(READ_PLAN, { id: analysis.id }, people.analyst));
    await schedulerPoll();
    for (const expert of people.experts) {
      const invitation = await invitationOf(expert, requirement.id, 4);
      await accept(expert, invitation.id);
      ok(await gql(SUBMIT_SCORES, { id: invitation.id, r: [{ itemId: plan.planId, scores: scores(8), comment: '' }] }, expert));
    }
    await schedulerPoll();

    // the solicitation: the people.analyst (in the hall as a provider) is invited to answer the selected plan's sub-topics
    const invitation = await invitationOf(people.analyst, requirement.id, 5);
    const topics = ok(await gql<{ solutionTopics: { editable: boolean; requirement: { state: string }; subTopics: Array<{ id: number; position: number; title: string; solution: unknown }> } }>(TOPICS, { id: invitation.id }, people.analyst)).solutionTopics;
    expect(topics).toMatchObject({ editable: false, requirement: { state: 'preReview.solicitation' } });
    expect(topics.subTopics.map((t) => [t.position, t.title, t.solution])).toEqual([[1, 'Inspection models', null], [2, 'Line integration', null]]);
    const [first, second] = topics.subTopics;
    expect(refusal(await gql(TERMS, { id: invitation.id, t: first.id }, people.analyst))).toMatchObject({ status: 400, reason: 'notAccepted' });
    await accept(people.analyst, invitation.id);
    expect(ok(await gql<{ solution: Solution }>(READ_SOLUTION, { id: invitation.id, t: first.id }, people.analyst)).solution).toMatchObject({ solutionId: null, state: null, currentStep: 1, editable: true });
    // the terms first, in the services' words
    expect(refusal(await gql(SAVE_STEP, { id: invitation.id, t: first.id, step: 1, ...STEP_INPUT[1] }, people.analyst))).toMatchObject({ status: 400, reason: 'termsFirst', message: 'Read and accept the confidentiality and IP terms first' });
    const opened = ok(await gql<{ acceptSolutionTerms: Solution }>(TERMS, { id: invitation.id, t: first.id }, people.analyst)).acceptSolutionTerms;
    expect(opened).toMatchObject({ state: 'drafting', currentStep: 1, editable: true, codes: { taskState: '1' } });
    expect(opened.availableEvents).toEqual(expect.arrayContaining(['draft.save', 'solution.withdraw']));

    let saved: Solution = opened;
    for (const n of [1, 2, 3, 4] as const) saved = ok(await gql<{ saveSolutionStep: Solution }>(SAVE_STEP, { id: invitation.id, t: first.id, step: n, ...STEP_INPUT[n] }, people.analyst)).saveSolutionStep;
    expect(saved).toMatchObject({ currentStep: 5, content: { detail: { detailHtml: '<p>Fibre layout and signal processing</p>' }, plan: { costFen: 50_000_000 } } });
    // a malformed step: refused in the services' words; a step without its input: badField
    const late = { plan: { ...STEP_INPUT[4].plan, milestones: [{ title: 'Late', day: 200, deliverable: 'x' }] } };
    expect(refusal(await gql(SAVE_STEP, { id: invitation.id, t: first.id, step: 4, ...late }, people.analyst))).toMatchObject({ status: 400, message: 'Milestone days must lie within the duration, in order' });
    expect(refusal(await gql(SAVE_STEP, { id: invitation.id, t: first.id, step: 3 }, people.analyst))).toMatchObject({ status: 400 });
    const submitted = ok(await gql<{ submitSolution: Solution }>(SUBMIT_SOLUTION, { id: invitation.id, t: first.id }, people.analyst)).submitSolution;
    expect(submitted).toMatchObject({ state: 'submitted', codes: { taskState: '2' }, editable: false });
    // the second sub-topic started and withdrawn
    ok(await gql(TERMS, { id: invitation.id, t: second.id }, people.analyst));
    expect(ok(await gql<{ withdrawSolution: Solution }>(WITHDRAW_SOLUTION, { id: invitation.id, t: second.id }, people.analyst)).withdrawSolution).toMatchObject({ state: 'withdrawn', codes: { taskState: '-1' } });
    // the people.publisher reads no solution before the review ends
    expect(ok(await gql<{ requirementSolutions: { solutions: unknown[] } }>(SOLUTIONS, { no: requirement.requirementNo }, people.publisher)).requirementSolutions.solutions).toEqual([]);

    // the solicitation window ends: the expert review opens (kind 7)
    await advanceClock(22 * DAY);
    ok(await gql(TOPICS, { id: invitation.id }, people.analyst));
    await schedulerPoll();
    const [e1, e2] = people.experts;
    const reviews: number[] = [];
    for (const expert of people.experts) {
      const review = await invitationOf(expert, requirement.id, 7);
      await accept(expert, review.id);
      reviews.push(review.id);
    }
    const task = ok(await gql<{ reviewTask: Task & { cate: number } }>(READ_TASK, { id: reviews[0] }, e1)).reviewTask;
    expect(task).toMatchObject({ cate: 7, editable: true, guidelinesAcknowledged: false, conflict: null, requirement: { state: 'preReview.expertReview' }, scorecard: { passMark: 70 }, items: [{ itemId: submitted.solutionId, label: 1 }] });
    // the expert reads the solutions in review
    const inReview = ok(await gql<{ requirementSolutions: { solutions: Array<{ solutionId: number; state: string; content: { approach: { summary: string } } }> } }>(SOLUTIONS, { no: requirement.requirementNo }, e1)).requirementSolutions;
    expect(inReview.solutions).toEqual([expect.objectContaining({ solutionId: submitted.solutionId, state: 'underReview', content: expect.objectContaining({ approach: { summary: 'A sensor network', approach: 'Distributed acoustic sensing along the line' } }) })]);
    const review = (n: number, comment: string) => [{ itemId: submitted.solutionId, scores: solutionScores(n), comment }];
    expect(refusal(await gql(SAVE_SCORES, { id: reviews[0], r: review(8, '') }, e1))).toMatchObject({ status: 400, message: 'Read and acknowledge the review guidelines first' });
    expect(ok(await gql<{ acknowledgeReviewGuidelines: Task }>(ACK, { id: reviews[0] }, e1)).acknowledgeReviewGuidelines).toMatchObject({ state: 'scoring', guidelinesAcknowledged: true });
    expect(refusal(await gql(SUBMIT_SCORES, { id: reviews[0], r: review(8, '') }, e1))).toMatchObject({ status: 400, message: 'Enter your review comments' });
    expect(ok(await gql<{ submitReviewScores: Task }>(SUBMIT_SCORES, { id: reviews[0], r: review(8, 'Sound approach') }, e1)).submitReviewScores).toMatchObject({ state: 'submitted', taskState: '2', reviews: [{ comment: 'Sound approach', totalTenths: 800 }] });
    ok(await gql(ACK, { id: reviews[1] }, e2));
    ok(await gql(SUBMIT_SCORES, { id: reviews[1], r: review(9, 'Convincing') }, e2));
    await schedulerPoll();

    // the stage completes; the people.publisher reads the passed solution
    const listed = ok(await gql<{ requirementSolutions: { solutions: Array<{ provider: number; subTopicId: number; state: string; codes: Solution['codes'] }> } }>(SOLUTIONS, { no: requirement.requirementNo }, people.publisher)).requirementSolutions;
    expect(listed.solutions).toEqual([expect.objectContaining({ provider: 1, subTopicId: first.id, state: 'passed', codes: { taskState: '2', reviewStatus: '2', result: '1' } })]);
    expect(ok(await gql<{ solution: Solution }>(READ_SOLUTION, { id: invitation.id, t: first.id }, people.analyst)).solution).toMatchObject({ state: 'passed', editable: false });
    const stage = ok(await gql<{ solutionTopics: { requirement: { state: string } } }>(TOPICS, { id: invitation.id }, people.analyst)).solutionTopics;
    expect(stage.requirement.state).toBe('preReview.complete');
  });

  it('answers without a token with 401 and someone else’s solution with 404', async () => {
    expect(refusal(await gql(TOPICS, { id: 1 }))).toMatchObject({ status: 401 });
    expect(refusal(await gql(READ_SOLUTION, { id: 999_999, t: 1 }, people.publisher))).toMatchObject({ status: 404 });
    expect(refusal(await gql(SOLUTIONS, { no: 'RQ-NONE' }, people.publisher))).toMatchObject({ status: 404 });
  });
});
