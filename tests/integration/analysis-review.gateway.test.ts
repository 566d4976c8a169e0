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
import { graphqlCalls, startStack, type GraphQLCaller, type RunningStack } from './gateway-harness';

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

type Member = { id: number; token: string; ip: string; phone: string };

const { gql, ok, refusal, signin } = graphqlCalls(() => stack);

let memberCounter = 0;
/** A signed-in member who may take part (verified real name, profile, transaction password); `expert`: approved. */
async function participant(options: { expert?: boolean } = {}): Promise<Member> {
  memberCounter += 1;
  const phone = `86-136${String(Date.now() % 1e4).padStart(4, '0')}${String(memberCounter).padStart(4, '0')}`;
  const now = new Date();
  const user = await createUsersRepository(stack.db).create({ phone, passwordHash: await hashPassword(PASSWORD), localization: 'en', roles: ['member'], now });
  const id = user!.id;
  await stack.db.update(users).set({ nickname: `gw-an-${id}`, transactionPasswordHash: await hashPassword(PAY_PASSWORD) }).where(eq(users.id, id));
  await stack.db.insert(memberProfiles).values({ userId: id, fieldsOfInterest: [1], updatedAt: now });
  await stack.db.insert(realNameApplications).values({
    userId: id, stateValue: 'verified', context: {}, status: 'verified', version: 1, subjectType: 'person', identityKey: `gw-an:${id}`, realName: '钱七', createdAt: now,
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

let opsCaller: GraphQLCaller | undefined;
async function ops(): Promise<GraphQLCaller> {
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

describe('project analysis and its review through the gateway', () => {
  it('a plan drafted, refused with the sub-topic it is about, submitted; reviewed on the scorecard and selected', async () => {
    const requirement = await inAnalysis();
    const invitation = await invitationOf(analyst, requirement.id, 3);
    expect(invitation).toMatchObject({ cate: 3, status: 0 });

    // before accepting: no plan, not editable; the publisher sees no submitted plan yet
    const empty = ok(await gql<{ breakdownPlan: Plan }>(READ_PLAN, { id: invitation.id }, analyst)).breakdownPlan;
    expect(empty).toMatchObject({ planId: null, state: null, codes: null, subTopics: [], editable: false, requirement: { state: 'preReview.analysis' }, expiredAt: expect.any(Number) });
    expect(refusal(await gql(SAVE_PLAN, { id: invitation.id, t: [topic('A')] }, analyst))).toMatchObject({ status: 400, reason: 'notAccepted' });
    await accept(analyst, invitation.id);

    // a partial draft (category left out of the input: empty)
    const draft = ok(await gql<{ saveBreakdownPlan: Plan }>(SAVE_PLAN, { id: invitation.id, t: [{ ...topic('Inspection models'), categoryId: undefined, researchContent: '' }] }, analyst)).saveBreakdownPlan;
    expect(draft).toMatchObject({ state: 'draft', codes: { taskState: '1', reviewStatus: '0', result: null }, editable: true });
    expect(draft.subTopics).toEqual([expect.objectContaining({ position: 1, title: 'Inspection models', categoryId: null, researchContent: '' })]);

    // the second sub-topic incomplete: the services' words, the reason and the sub-topic in extensions
    const refused = refusal(await gql(SUBMIT_PLAN, { id: invitation.id, t: [topic('Inspection models'), topic('Line integration', { metrics: [] })] }, analyst));
    expect(refused).toMatchObject({ code: 'SERVICE_ERROR', status: 400, reason: 'invalidPlan', subTopic: 2 });
    expect(refused.message).toMatch(/^Sub-topic 2: /);
    // a plan-wide problem names no sub-topic
    const twice = refusal(await gql(SUBMIT_PLAN, { id: invitation.id, t: [topic('A', { integration: true }), topic('B', { integration: true })] }, analyst));
    expect(twice).toMatchObject({ status: 400, reason: 'invalidPlan' });
    expect(twice).not.toHaveProperty('subTopic');

    const submitted = ok(await gql<{ submitBreakdownPlan: Plan }>(SUBMIT_PLAN, { id: invitation.id, t: [topic('Inspection models'), topic('Line integration', { integration: true })] }, analyst)).submitBreakdownPlan;
    expect(submitted).toMatchObject({ state: 'submitted', codes: { taskState: '2', reviewStatus: '0', result: null }, editable: false });
    expect(refusal(await gql(SUBMIT_PLAN, { id: invitation.id, t: [topic('Again')] }, analyst))).toMatchObject({ status: 400, reason: 'alreadySubmitted' });

    const plans = ok(await gql<{ requirementPlans: Plans }>(PLANS, { no: requirement.requirementNo }, publisher)).requirementPlans;
    expect(plans.plans).toHaveLength(1);
    expect(plans.plans[0]).toMatchObject({ planId: submitted.planId, analyst: 1, state: 'submitted', subTopics: [{ title: 'Inspection models' }, { title: 'Line integration' }] });
    expect(refusal(await gql(PLANS, { no: requirement.requirementNo }, experts[0]))).toMatchObject({ status: 404 });

    // the analysis window ends: the plan goes into review, the approved experts are invited
    await advanceClock(15 * DAY);
    // a read delivers what fell due (the scheduler would too); the step's opening puts the plan in review after commit
    expect(ok(await gql<{ breakdownPlan: Plan }>(READ_PLAN, { id: invitation.id }, analyst)).breakdownPlan.requirement.state).toBe('preReview.analysisReview');
    await schedulerPoll();
    expect(ok(await gql<{ breakdownPlan: Plan }>(READ_PLAN, { id: invitation.id }, analyst)).breakdownPlan).toMatchObject({ state: 'inReview', codes: { reviewStatus: '1' } });
    const [r1, r2] = experts;
    const first = await invitationOf(r1, requirement.id, 4);
    const second = await invitationOf(r2, requirement.id, 4);
    await accept(r1, first.id);
    await accept(r2, second.id);

    const task = ok(await gql<{ reviewTask: Task }>(READ_TASK, { id: first.id }, r1)).reviewTask;
    expect(task).toMatchObject({ state: null, conflict: null, editable: true, guidelinesAcknowledged: false, requirement: { state: 'preReview.analysisReview' }, scorecard: { passMark: 60 } });
    expect(task.scorecard.criteria.map((c) => [c.key, c.weight])).toEqual([['coverage', 30], ['feasibility', 30], ['clarity', 20], ['metrics', 20]]);
    expect(task.items).toEqual([{ itemId: submitted.planId, label: 1 }]);
    // the reviewer reads the plans in review
    expect(ok(await gql<{ requirementPlans: Plans }>(PLANS, { no: requirement.requirementNo }, r1)).requirementPlans.plans[0].state).toBe('inReview');

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
    const selected = ok(await gql<{ requirementPlans: Plans }>(PLANS, { no: requirement.requirementNo }, publisher)).requirementPlans;
    expect(selected.plans[0]).toMatchObject({ state: 'selected', codes: { taskState: '2', reviewStatus: '2', result: '1' } });
    const mine = ok(await gql<{ breakdownPlan: Plan }>(READ_PLAN, { id: invitation.id }, analyst)).breakdownPlan;
    expect(mine).toMatchObject({ state: 'selected', requirement: { state: 'preReview.solicitation' } });
  });

  it('answers without a token with 401 and someone else’s task with 404', async () => {
    expect(refusal(await gql(READ_TASK, { id: 1 }))).toMatchObject({ status: 401 });
    expect(refusal(await gql(READ_PLAN, { id: 999_999 }, publisher))).toMatchObject({ status: 404 });
    expect(refusal(await gql(PLANS, { no: 'RQ-NONE' }, publisher))).toMatchObject({ status: 404 });
  });
});
