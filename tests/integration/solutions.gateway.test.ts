/**
 * Solutions and their expert review (schema.graphql, stage 2 steps 3 and 4, invitations of kinds 5 and 7) through the
 * gateway in-process (`yoga.fetch`) before the real services over PGlite (`startStack`): a requirement reaches the
 * solicitation (assessment, analysis, plan review as in analysis-review.gateway.test.ts); the analyst, in the hall as
 * a provider, reads the selected plan's sub-topics (solutionTopics), accepts the terms, saves the four steps (a
 * malformed step refused in the services' words), submits; the window ends (dev clock); the approved experts are
 * invited to review (kind 7): the guidelines first, a comment required; the second submission completes the stage and
 * the publisher reads the passed solution (requirementSolutions).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expertApplications, memberProfiles, realNameApplications, users } from '../../services/db/schema';
import { hashPassword } from '../../services/lib/passwords';
import { createUsersRepository } from '../../services/member';
import { parseServicesConfig } from '../../services/config';
import { createContext } from '../../services/context';
import { adjustableClock } from '../../services/lib/clock';
import { credit } from '../../services/testing/wallet-money';
import { createWorkflowRegistry } from '../../services/workflow/registry';
import { runDueJobs } from '../../services/workflow/scheduler';
import { startStack, type GraphQLAnswer, type RunningStack } from './gateway-harness';

let stack: RunningStack;
const ENV = { REQUIREMENT_EVALUATION_QUORUM: '2' };
/** The scheduler's view of time, moved with the services' clock (effects of a deadline a read fired run on its poll). */
const schedulerClock = adjustableClock();

beforeAll(async () => {
  stack = await startStack({ env: ENV });
}, 60_000);

/** What the services' scheduler does on its next poll (the harness runs none): due jobs and after-commit effects. */
async function schedulerPoll(): Promise<void> {
  const ctx = createContext({ db: stack.db, config: parseServicesConfig({ NODE_ENV: 'test', PORTAL_TEST_HOOKS: '1', ...ENV }), clock: schedulerClock });
  await runDueJobs(stack.db, schedulerClock, createWorkflowRegistry(ctx));
}

afterAll(async () => {
  await stack?.stop();
});

const PASSWORD = 'Aa1!good';
const PAY_PASSWORD = '246810';
const DAY = 24 * 3_600_000;
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

type Caller = { token?: string; ip?: string };
type Member = { id: number; token: string; ip: string; phone: string };

async function gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, caller: Caller = {}): Promise<GraphQLAnswer<T>> {
  return stack.graphql<T>(query, {
    variables,
    headers: { 'accept-language': 'en', ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}) },
    clientIp: caller.ip ?? '203.0.113.250',
  });
}

function ok<T>(answer: GraphQLAnswer<T>): T {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!;
}

function refusal(answer: GraphQLAnswer<unknown>): Record<string, unknown> & { message: string } {
  expect(answer.errors, JSON.stringify(answer)).toHaveLength(1);
  return { message: answer.errors![0].message, ...answer.errors![0].extensions };
}

async function signin(identifier: string, password: string, ip: string): Promise<string> {
  const answer = await gql<{ signin: { idToken: string } }>('mutation In($i: String!, $p: String!) { signin(identifier: $i, password: $p) { idToken } }', { i: identifier, p: password }, { ip });
  return ok(answer).signin.idToken;
}

let memberCounter = 0;
/** A signed-in member who may take part (verified real name, profile, transaction password); `expert`: approved. */
async function participant(options: { expert?: boolean } = {}): Promise<Member> {
  memberCounter += 1;
  const phone = `86-136${String(Date.now() % 1e4).padStart(4, '0')}${String(memberCounter).padStart(4, '0')}`;
  const now = new Date();
  const user = await createUsersRepository(stack.db).create({ phone, passwordHash: await hashPassword(PASSWORD), localization: 'en', roles: ['member'], now });
  const id = user!.id;
  await stack.db.update(users).set({ nickname: `gw-so-${id}`, transactionPasswordHash: await hashPassword(PAY_PASSWORD) }).where(eq(users.id, id));
  await stack.db.insert(memberProfiles).values({ userId: id, fieldsOfInterest: [1], updatedAt: now });
  await stack.db.insert(realNameApplications).values({
    userId: id, stateValue: 'verified', context: {}, status: 'verified', version: 1, subjectType: 'person', identityKey: `gw-so:${id}`, realName: '钱七', createdAt: now,
  });
  if (options.expert) {
    await stack.db.insert(expertApplications).values({
      userId: id, stateValue: 'approved', context: {}, status: 'approved', version: 1, fieldIds: [1, 102], credentials: [], introduction: 'Twenty years of industrial inspection research.',
      createdAt: now, submittedAt: now, decidedAt: now,
    });
  }
  const ip = nextIp();
  return { id, token: await signin(phone, PASSWORD, ip), ip, phone };
}

let opsCaller: Caller | undefined;
async function ops(): Promise<Caller> {
  if (!opsCaller) {
    const ip = '203.0.113.200';
    opsCaller = { token: await signin('ops@portal.local', 'Ops@2026x', ip), ip };
  }
  return opsCaller;
}

type Invitation = { id: number; cate: number; status: number; requirement: { id: number } };

async function invitationOf(member: Member, requirementId: number, cate: number): Promise<Invitation> {
  let found: Invitation | undefined;
  await vi.waitFor(
    async () => {
      const page = ok(
        await gql<{ invitations: { records: Invitation[] } }>(
          'query I($cate: Int!) { invitations(pageNum: 1, pageSize: 100, cate: $cate) { records { id cate status requirement { id } } } }',
          { cate },
          member,
        ),
      ).invitations;
      found = page.records.find((i) => i.requirement.id === requirementId);
      expect(found, `kind ${cate} for ${member.id}`).toBeDefined();
    },
    { timeout: 10_000, interval: 200 },
  );
  return found!;
}

const accept = async (member: Member, id: number) => ok(await gql('mutation H($id: Int!) { handleInvitation(id: $id, accept: true) { id status } }', { id }, member));

const TOPIC = 'id position title categoryId keywords researchContent expectedResults metrics { name target } technicalBasis integration';
const PLAN = `invitationId requirement { id requirementNo state } planId state codes { taskState reviewStatus result } subTopics { ${TOPIC} } submittedAt expiredAt editable`;
const READ_PLAN = `query B($id: Int!) { breakdownPlan(invitationId: $id) { ${PLAN} } }`;
const SAVE_PLAN = `mutation S($id: Int!, $t: [SubTopicInput!]!) { saveBreakdownPlan(invitationId: $id, subTopics: $t) { ${PLAN} } }`;
const SUBMIT_PLAN = `mutation U($id: Int!, $t: [SubTopicInput!]!) { submitBreakdownPlan(invitationId: $id, subTopics: $t) { ${PLAN} } }`;
const PLANS = `query P($no: String!) { requirementPlans(requirementNo: $no) { requirementNo plans { planId analyst state codes { taskState reviewStatus result } submittedAt subTopics { ${TOPIC} } } } }`;
const TASK = `invitationId requirement { id state } cate taskId state taskState scorecard { criteria { key label { zh en } weight } passMark } items { itemId label }
  reviews { itemId scores { key score } comment totalTenths } guidelinesAcknowledged conflict expiredAt editable availableEvents`;
const READ_TASK = `query T($id: Int!) { reviewTask(invitationId: $id) { ${TASK} } }`;
const ACK = `mutation G($id: Int!) { acknowledgeReviewGuidelines(invitationId: $id) { ${TASK} } }`;
const SAVE_SCORES = `mutation V($id: Int!, $r: [ItemReviewInput!]!) { saveReviewScores(invitationId: $id, reviews: $r) { ${TASK} } }`;
const SUBMIT_SCORES = `mutation W($id: Int!, $r: [ItemReviewInput!]!) { submitReviewScores(invitationId: $id, reviews: $r) { ${TASK} } }`;

type Plan = { planId: number | null; state: string | null; codes: { taskState: string; reviewStatus: string | null; result: string | null } | null; subTopics: Array<Record<string, unknown>>; editable: boolean; expiredAt: number | null; requirement: { state: string } };
type Plans = { requirementNo: string; plans: Array<{ planId: number; analyst: number; state: string; codes: Plan['codes']; subTopics: Array<{ title: string }> }> };
type Task = {
  state: string | null;
  taskState: string | null;
  scorecard: { criteria: Array<{ key: string; weight: number; label: { zh: string; en: string } }>; passMark: number };
  items: Array<{ itemId: number; label: number }>;
  reviews: Array<{ itemId: number; scores: Array<{ key: string; score: number }>; comment: string; totalTenths: number | null }>;
  guidelinesAcknowledged: boolean;
  conflict: string | null;
  editable: boolean;
  availableEvents: string[];
  requirement: { state: string };
};

const topic = (title: string, patch: Record<string, unknown> = {}) => ({
  title,
  categoryId: 1,
  keywords: ['vision'],
  researchContent: 'Defect detection models for steel coils',
  expectedResults: 'A line-side inspection prototype',
  metrics: [{ name: 'Recall', target: '≥ 99 %' }],
  technicalBasis: 'Two published datasets and a pilot line',
  integration: false,
  ...patch,
});
const scores = (n: number) => ['coverage', 'feasibility', 'clarity', 'metrics'].map((key) => ({ key, score: n }));

let publisher: Member;
let assessors: Member[];
let analyst: Member;
let experts: Member[];

beforeAll(async () => {
  publisher = await participant();
  assessors = [];
  for (let i = 0; i < 2; i += 1) {
    const assessor = await participant();
    ok(await gql('mutation J($input: JoinHallInput!) { joinHall(input: $input) { kinds } }', { input: { kinds: ['5'], industryIds: [1] } }, assessor));
    assessors.push(assessor);
  }
  analyst = await participant();
  ok(await gql('mutation J($input: JoinHallInput!) { joinHall(input: $input) { kinds } }', { input: { kinds: ['4'], industryIds: [1] } }, analyst));
  experts = [await participant({ expert: true }), await participant({ expert: true })];
}, 60_000);

/** A requirement published, evaluated, paid, put into stage 2 and through the detailed market assessment (quorum 2). */
async function inAnalysis(): Promise<{ id: number; requirementNo: string }> {
  const draft = ok(
    await gql<{ saveRequirement: { id: number; requirementNo: string } }>(
      'mutation S($input: RequirementInput!) { saveRequirement(input: $input) { id requirementNo } }',
      {
        input: {
          title: `钢卷检测 analysis ${randomUUID().slice(0, 8)}`, industryId: 1, industrySubId: 102, categoryId: 1, durationDays: 90, budgetFen: 50_000_00,
          detailsHtml: '<p>Surface defects of steel coils</p>', keywords: ['steel'], institutions: '',
        },
      },
      publisher,
    ),
  ).saveRequirement;
  ok(await gql('mutation U($id: Int!) { submitRequirement(id: $id, agreed: true) { id } }', { id: draft.id }, publisher));
  ok(await gql('mutation A($id: Int!) { approveRequirement(id: $id) { id } }', { id: draft.id }, await ops()));
  for (const assessor of assessors) {
    const invitation = await invitationOf(assessor, draft.id, 1);
    await accept(assessor, invitation.id);
    ok(await gql('mutation E($id: Int!) { submitMarketEvaluation(id: $id, marketSize: "100-500") { id } }', { id: invitation.id }, assessor));
  }
  const quote = ok(await gql<{ reviewFeeQuote: { minFeeFen: number } }>('query Q($id: Int!) { reviewFeeQuote(requirementId: $id) { minFeeFen } }', { id: draft.id }, publisher)).reviewFeeQuote;
  await credit(stack.db, publisher.id, quote.minFeeFen);
  ok(
    await gql(
      'mutation X($input: ExchangeInput!, $key: String!) { exchange(input: $input, idempotencyKey: $key) { transferId } }',
      { input: { direction: 'cnyToCoin', amountFen: quote.minFeeFen, transactionPassword: PAY_PASSWORD }, key: randomUUID() },
      publisher,
    ),
  );
  ok(
    await gql(
      'mutation P($id: Int!, $amount: Float!, $pw: String!, $key: String!) { payReviewFee(requirementId: $id, amountFen: $amount, transactionPassword: $pw, idempotencyKey: $key) { id } }',
      { id: draft.id, amount: quote.minFeeFen, pw: PAY_PASSWORD, key: randomUUID() },
      publisher,
    ),
  );
  ok(await gql('mutation P($id: Int!) { startPreReview(id: $id) { state } }', { id: draft.id }, await ops()));
  const form = { yearlyTotalsWan: [100, 200, 300, 400, 500], projectSharePct: 10, marketValueWan: 800, competitionScore: 80, evidence: 'Reports', comments: '' };
  for (const assessor of assessors) {
    const invitation = await invitationOf(assessor, draft.id, 6);
    await accept(assessor, invitation.id);
    ok(await gql('mutation U($id: Int!, $form: MarketAssessmentFormInput!) { submitMarketAssessment(invitationId: $id, form: $form) { submitted } }', { id: invitation.id, form }, assessor));
  }
  return draft;
}

/** Moves the services' clock; sessions expire with it, so everyone signs in again. */
async function advanceClock(ms: number): Promise<void> {
  const answer = await fetch(`${stack.servicesUrl}/dev/clock/advance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ms }) });
  expect(answer.status).toBe(200);
  schedulerClock.advance(ms);
  opsCaller = undefined;
  for (const m of [publisher, analyst, ...assessors, ...experts]) m.token = await signin(m.phone, PASSWORD, m.ip);
}

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
  it('a provider answers a sub-topic in five steps; experts acknowledge the guidelines and score it with comments; the publisher reads the passed solution', async () => {
    const requirement = await inAnalysis();
    const analysis = await invitationOf(analyst, requirement.id, 3);
    await accept(analyst, analysis.id);
    const plan = ok(await gql<{ submitBreakdownPlan: Plan }>(SUBMIT_PLAN, { id: analysis.id, t: [topic('Inspection models'), topic('Line integration', { integration: true })] }, analyst)).submitBreakdownPlan;
    await advanceClock(15 * DAY);
    ok(await gql(READ_PLAN, { id: analysis.id }, analyst));
    await schedulerPoll();
    for (const expert of experts) {
      const invitation = await invitationOf(expert, requirement.id, 4);
      await accept(expert, invitation.id);
      ok(await gql(SUBMIT_SCORES, { id: invitation.id, r: [{ itemId: plan.planId, scores: scores(8), comment: '' }] }, expert));
    }
    await schedulerPoll();

    // the solicitation: the analyst (in the hall as a provider) is invited to answer the selected plan's sub-topics
    const invitation = await invitationOf(analyst, requirement.id, 5);
    const topics = ok(await gql<{ solutionTopics: { editable: boolean; requirement: { state: string }; subTopics: Array<{ id: number; position: number; title: string; solution: unknown }> } }>(TOPICS, { id: invitation.id }, analyst)).solutionTopics;
    expect(topics).toMatchObject({ editable: false, requirement: { state: 'preReview.solicitation' } });
    expect(topics.subTopics.map((t) => [t.position, t.title, t.solution])).toEqual([[1, 'Inspection models', null], [2, 'Line integration', null]]);
    const [first, second] = topics.subTopics;
    expect(refusal(await gql(TERMS, { id: invitation.id, t: first.id }, analyst))).toMatchObject({ status: 400, reason: 'notAccepted' });
    await accept(analyst, invitation.id);
    expect(ok(await gql<{ solution: Solution }>(READ_SOLUTION, { id: invitation.id, t: first.id }, analyst)).solution).toMatchObject({ solutionId: null, state: null, currentStep: 1, editable: true });
    // the terms first, in the services' words
    expect(refusal(await gql(SAVE_STEP, { id: invitation.id, t: first.id, step: 1, ...STEP_INPUT[1] }, analyst))).toMatchObject({ status: 400, reason: 'termsFirst', message: 'Read and accept the confidentiality and IP terms first' });
    const opened = ok(await gql<{ acceptSolutionTerms: Solution }>(TERMS, { id: invitation.id, t: first.id }, analyst)).acceptSolutionTerms;
    expect(opened).toMatchObject({ state: 'drafting', currentStep: 1, editable: true, codes: { taskState: '1' } });
    expect(opened.availableEvents).toEqual(expect.arrayContaining(['draft.save', 'solution.withdraw']));

    let saved: Solution = opened;
    for (const n of [1, 2, 3, 4] as const) saved = ok(await gql<{ saveSolutionStep: Solution }>(SAVE_STEP, { id: invitation.id, t: first.id, step: n, ...STEP_INPUT[n] }, analyst)).saveSolutionStep;
    expect(saved).toMatchObject({ currentStep: 5, content: { detail: { detailHtml: '<p>Fibre layout and signal processing</p>' }, plan: { costFen: 50_000_000 } } });
    // a malformed step: refused in the services' words; a step without its input: badField
    const late = { plan: { ...STEP_INPUT[4].plan, milestones: [{ title: 'Late', day: 200, deliverable: 'x' }] } };
    expect(refusal(await gql(SAVE_STEP, { id: invitation.id, t: first.id, step: 4, ...late }, analyst))).toMatchObject({ status: 400, message: 'Milestone days must lie within the duration, in order' });
    expect(refusal(await gql(SAVE_STEP, { id: invitation.id, t: first.id, step: 3 }, analyst))).toMatchObject({ status: 400 });
    const submitted = ok(await gql<{ submitSolution: Solution }>(SUBMIT_SOLUTION, { id: invitation.id, t: first.id }, analyst)).submitSolution;
    expect(submitted).toMatchObject({ state: 'submitted', codes: { taskState: '2' }, editable: false });
    // the second sub-topic started and withdrawn
    ok(await gql(TERMS, { id: invitation.id, t: second.id }, analyst));
    expect(ok(await gql<{ withdrawSolution: Solution }>(WITHDRAW_SOLUTION, { id: invitation.id, t: second.id }, analyst)).withdrawSolution).toMatchObject({ state: 'withdrawn', codes: { taskState: '-1' } });
    // the publisher reads no solution before the review ends
    expect(ok(await gql<{ requirementSolutions: { solutions: unknown[] } }>(SOLUTIONS, { no: requirement.requirementNo }, publisher)).requirementSolutions.solutions).toEqual([]);

    // the solicitation window ends: the expert review opens (kind 7)
    await advanceClock(22 * DAY);
    ok(await gql(TOPICS, { id: invitation.id }, analyst));
    await schedulerPoll();
    const [e1, e2] = experts;
    const reviews: number[] = [];
    for (const expert of experts) {
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

    // the stage completes; the publisher reads the passed solution
    const listed = ok(await gql<{ requirementSolutions: { solutions: Array<{ provider: number; subTopicId: number; state: string; codes: Solution['codes'] }> } }>(SOLUTIONS, { no: requirement.requirementNo }, publisher)).requirementSolutions;
    expect(listed.solutions).toEqual([expect.objectContaining({ provider: 1, subTopicId: first.id, state: 'passed', codes: { taskState: '2', reviewStatus: '2', result: '1' } })]);
    expect(ok(await gql<{ solution: Solution }>(READ_SOLUTION, { id: invitation.id, t: first.id }, analyst)).solution).toMatchObject({ state: 'passed', editable: false });
    const stage = ok(await gql<{ solutionTopics: { requirement: { state: string } } }>(TOPICS, { id: invitation.id }, analyst)).solutionTopics;
    expect(stage.requirement.state).toBe('preReview.complete');
  });

  it('answers without a token with 401 and someone else’s solution with 404', async () => {
    expect(refusal(await gql(TOPICS, { id: 1 }))).toMatchObject({ status: 401 });
    expect(refusal(await gql(READ_SOLUTION, { id: 999_999, t: 1 }, publisher))).toMatchObject({ status: 404 });
    expect(refusal(await gql(SOLUTIONS, { no: 'RQ-NONE' }, publisher))).toMatchObject({ status: 404 });
  });
});
