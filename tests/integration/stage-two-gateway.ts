/**
 * The stage-2 gateway suites' common ground (analysis-review and solutions): one stack per suite over PGlite with a
 * quorum of 2, the scheduler's poll, members made directly in the database (verified, profile, transaction password,
 * approved experts), operations' session, a requirement driven through the gateway to project analysis, the clock
 * moved with everyone signed in again, and the GraphQL documents of plans and review tasks. Call it once at a suite's
 * top level: it registers the suite's `beforeAll` and `afterAll`.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, vi } from 'vitest';
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

export type StageTwoMember = { id: number; token: string; ip: string; phone: string };
const ENV = { REQUIREMENT_EVALUATION_QUORUM: '2' };

export type Plan = { planId: number | null; state: string | null; codes: { taskState: string; reviewStatus: string | null; result: string | null } | null; subTopics: Array<Record<string, unknown>>; editable: boolean; expiredAt: number | null; requirement: { state: string } };
export type Plans = {
  requirementNo: string;
  scorecard: { criteria: Array<{ key: string; weight: number }>; passMark: number };
  plans: Array<{
    planId: number;
    analyst: number;
    state: string;
    codes: Plan['codes'];
    subTopics: Array<{ title: string }>;
    review: { reviewers: number; totals: number[]; meanTenths: number | null; criteria: Array<{ key: string; meanTenths: number | null }>; passes: boolean } | null;
  }>;
};
export type Task = {
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

/** `prefix` keeps the suites' nicknames and identity keys apart. */
export function useStageTwoStack(prefix: string) {
  let stack: RunningStack;
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

  type Member = StageTwoMember;

  const { gql, ok, refusal, signin } = graphqlCalls(() => stack);

  let memberCounter = 0;
  /** A signed-in member who may take part (verified real name, profile, transaction password); `expert`: approved. */
  async function participant(options: { expert?: boolean } = {}): Promise<Member> {
    memberCounter += 1;
    const phone = `86-136${String(Date.now() % 1e4).padStart(4, '0')}${String(memberCounter).padStart(4, '0')}`;
    const now = new Date();
    const user = await createUsersRepository(stack.db).create({ phone, passwordHash: await hashPassword(PASSWORD), localization: 'en', roles: ['member'], now });
    const id = user!.id;
    await stack.db.update(users).set({ nickname: `gw-${prefix}-${id}`, transactionPasswordHash: await hashPassword(PAY_PASSWORD) }).where(eq(users.id, id));
    await stack.db.insert(memberProfiles).values({ userId: id, fieldsOfInterest: [1], updatedAt: now });
    await stack.db.insert(realNameApplications).values({
      userId: id, stateValue: 'verified', context: {}, status: 'verified', version: 1, subjectType: 'person', identityKey: `gw-${prefix}:${id}`, realName: '钱七', createdAt: now,
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
  const PLANS = `query P($no: String!) { requirementPlans(requirementNo: $no) { requirementNo scorecard { criteria { key weight } passMark } plans { planId analyst state codes { taskState reviewStatus result } submittedAt subTopics { ${TOPIC} } review { reviewers totals meanTenths criteria { key meanTenths } passes } } } }`;
  const TASK = `invitationId requirement { id state } cate taskId state taskState scorecard { criteria { key label { zh en } weight } passMark } items { itemId label }
    reviews { itemId scores { key score } comment totalTenths } guidelinesAcknowledged conflict expiredAt editable availableEvents`;
  const READ_TASK = `query T($id: Int!) { reviewTask(invitationId: $id) { ${TASK} } }`;
  const ACK = `mutation G($id: Int!) { acknowledgeReviewGuidelines(invitationId: $id) { ${TASK} } }`;
  const SAVE_SCORES = `mutation V($id: Int!, $r: [ItemReviewInput!]!) { saveReviewScores(invitationId: $id, reviews: $r) { ${TASK} } }`;
  const SUBMIT_SCORES = `mutation W($id: Int!, $r: [ItemReviewInput!]!) { submitReviewScores(invitationId: $id, reviews: $r) { ${TASK} } }`;

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

  /** The suite's people, made once in `beforeAll`: a publisher, two market assessors, an analyst (also a provider), two experts. */
  const people = { publisher: undefined as unknown as Member, assessors: [] as Member[], analyst: undefined as unknown as Member, experts: [] as Member[] };

  beforeAll(async () => {
    people.publisher = await participant();
    people.assessors = [];
    for (let i = 0; i < 2; i += 1) {
      const assessor = await participant();
      ok(await gql('mutation J($input: JoinHallInput!) { joinHall(input: $input) { kinds } }', { input: { kinds: ['5'], industryIds: [1] } }, assessor));
      people.assessors.push(assessor);
    }
    people.analyst = await participant();
    ok(await gql('mutation J($input: JoinHallInput!) { joinHall(input: $input) { kinds } }', { input: { kinds: ['4'], industryIds: [1] } }, people.analyst));
    people.experts = [await participant({ expert: true }), await participant({ expert: true })];
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
        people.publisher,
      ),
    ).saveRequirement;
    ok(await gql('mutation U($id: Int!) { submitRequirement(id: $id, agreed: true) { id } }', { id: draft.id }, people.publisher));
    ok(await gql('mutation A($id: Int!) { approveRequirement(id: $id) { id } }', { id: draft.id }, await ops()));
    for (const assessor of people.assessors) {
      const invitation = await invitationOf(assessor, draft.id, 1);
      await accept(assessor, invitation.id);
      ok(await gql('mutation E($id: Int!) { submitMarketEvaluation(id: $id, marketSize: "100-500") { id } }', { id: invitation.id }, assessor));
    }
    const quote = ok(await gql<{ reviewFeeQuote: { minFeeFen: number } }>('query Q($id: Int!) { reviewFeeQuote(requirementId: $id) { minFeeFen } }', { id: draft.id }, people.publisher)).reviewFeeQuote;
    await credit(stack.db, people.publisher.id, quote.minFeeFen);
    ok(
      await gql(
        'mutation X($input: ExchangeInput!, $key: String!) { exchange(input: $input, idempotencyKey: $key) { transferId } }',
        { input: { direction: 'cnyToCoin', amountFen: quote.minFeeFen, transactionPassword: PAY_PASSWORD }, key: randomUUID() },
        people.publisher,
      ),
    );
    ok(
      await gql(
        'mutation P($id: Int!, $amount: Float!, $pw: String!, $key: String!) { payReviewFee(requirementId: $id, amountFen: $amount, transactionPassword: $pw, idempotencyKey: $key) { id } }',
        { id: draft.id, amount: quote.minFeeFen, pw: PAY_PASSWORD, key: randomUUID() },
        people.publisher,
      ),
    );
    ok(await gql('mutation P($id: Int!) { startPreReview(id: $id) { state } }', { id: draft.id }, await ops()));
    const form = { yearlyTotalsWan: [100, 200, 300, 400, 500], projectSharePct: 10, marketValueWan: 800, competitionScore: 80, evidence: 'Reports', comments: '' };
    for (const assessor of people.assessors) {
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
    for (const m of [people.publisher, people.analyst, ...people.assessors, ...people.experts]) m.token = await signin(m.phone, PASSWORD, m.ip);
  }

  return {
    stack: () => stack,
    schedulerPoll,
    PASSWORD,
    PAY_PASSWORD,
    DAY,
    nextIp,
    gql,
    ok,
    refusal,
    signin,
    participant,
    ops,
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
  };
}
