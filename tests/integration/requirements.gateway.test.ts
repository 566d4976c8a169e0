/**
 * The requirement fields of schema.graphql (section "requirements, the hall, invitations and the review fee")
 * through the gateway in-process (`yoga.fetch`) before the real services over PGlite (`startStack`): a verified
 * member saves a draft and submits it (a form post, as spec 7 says), operations approve it, the hall and the detail
 * answer anonymously, an assessor in the hall gets, counts, accepts and answers the evaluation invitation, the bar
 * graph is public, the review fee is quoted and paid once per Idempotency-Key, a campaign is applied for, approved
 * and contributed to once per key; REST refusals keep their code (and reason) in `extensions`.
 *
 * The member gates (verified real name, nickname and fields of interest, transaction password) are set straight in
 * the database: their own flows are tested where they live. Coins come from a CNY credit and a real exchange.
 * One market answer closes the evaluation here (REQUIREMENT_EVALUATION_QUORUM=1).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberProfiles, realNameApplications, users } from '../../services/db/schema';
import { hashPassword } from '../../services/lib/passwords';
import { createUsersRepository } from '../../services/member';
import { parseServicesConfig } from '../../services/config';
import { createContext } from '../../services/context';
import { SYSTEM_ACTOR } from '../../services/lib/entity-store';
import { systemClock } from '../../services/lib/clock';
import { requirementStore } from '../../services/requirements';
import { credit } from '../../services/testing/wallet-money';
import { cacheTtls, PUBLIC_READS } from '../../gateway/yoga';
import { startStack, type GraphQLAnswer, type RunningStack } from './gateway-harness';

let stack: RunningStack;

beforeAll(async () => {
  stack = await startStack({ env: { REQUIREMENT_EVALUATION_QUORUM: '1' } });
}, 60_000);

afterAll(async () => {
  await stack?.stop();
});

const PASSWORD = 'Aa1!good';
const PAY_PASSWORD = '246810';

let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

type Caller = { token?: string; ip?: string };

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

/** The one error of a refused answer, its message beside its extensions. */
function refusal(answer: GraphQLAnswer<unknown>): Record<string, unknown> & { message: string } {
  expect(answer.errors, JSON.stringify(answer)).toHaveLength(1);
  return { message: answer.errors![0].message, ...answer.errors![0].extensions };
}

async function signin(identifier: string, password: string, ip: string): Promise<string> {
  const answer = await gql<{ signin: { idToken: string } }>(
    'mutation In($i: String!, $p: String!) { signin(identifier: $i, password: $p) { idToken } }',
    { i: identifier, p: password },
    { ip },
  );
  return ok(answer).signin.idToken;
}

type Member = { id: number; token: string; ip: string };
let memberCounter = 0;
let passwordHash: Promise<string> | undefined;
let payHash: Promise<string> | undefined;

/**
 * A signed-in member who may take part (spec 6 gate): verified real name, nickname, fields of interest, a
 * transaction password; `realName: false` leaves the real name out.
 */
async function participant(options: { realName?: boolean } = {}): Promise<Member> {
  memberCounter += 1;
  const phone = `86-139${String(Date.now() % 1e4).padStart(4, '0')}${String(memberCounter).padStart(4, '0')}`;
  const now = new Date();
  passwordHash ??= hashPassword(PASSWORD);
  payHash ??= hashPassword(PAY_PASSWORD);
  const user = await createUsersRepository(stack.db).create({ phone, passwordHash: await passwordHash, localization: 'en', roles: ['member'], now });
  const id = user!.id;
  await stack.db.update(users).set({ nickname: `gw-req-${id}`, transactionPasswordHash: await payHash }).where(eq(users.id, id));
  await stack.db.insert(memberProfiles).values({ userId: id, fieldsOfInterest: [1], updatedAt: now });
  if (options.realName !== false) {
    await stack.db.insert(realNameApplications).values({
      userId: id, stateValue: 'verified', context: {}, status: 'verified', version: 1, subjectType: 'person', identityKey: `gw-req:${id}`, realName: '王五', createdAt: now,
    });
  }
  const ip = nextIp();
  return { id, token: await signin(phone, PASSWORD, ip), ip };
}

/** Platform coins the way a member gets them: CNY credited (as an approved recharge would), then a real exchange. */
async function giveCoins(member: Member, coinFen: number): Promise<void> {
  await credit(stack.db, member.id, coinFen);
  ok(
    await gql(
      'mutation X($input: ExchangeInput!, $key: String!) { exchange(input: $input, idempotencyKey: $key) { transferId } }',
      { input: { direction: 'cnyToCoin', amountFen: coinFen, transactionPassword: PAY_PASSWORD }, key: randomUUID() },
      member,
    ),
  );
}

let opsCaller: Caller | undefined;
async function ops(): Promise<Caller> {
  if (!opsCaller) {
    const ip = '203.0.113.200';
    opsCaller = { token: await signin('ops@portal.local', 'Ops@2026x', ip), ip };
  }
  return opsCaller;
}

/** The complete publish form (Information Technology / Artificial Intelligence, the first request category). */
const BUDGET_FEN = 50_000_00;
function completeForm(title: string) {
  return {
    title,
    industryId: 1,
    industrySubId: 102,
    categoryId: 1,
    durationDays: 90,
    budgetFen: BUDGET_FEN,
    detailsHtml: '<p>Detect <strong>surface defects</strong> on steel coils; 检测钢卷表面缺陷。<script>alert(1)</script></p>',
    keywords: ['视觉', 'inspection'],
    institutions: 'Tsinghua',
  };
}

const REQUIREMENT_FIELDS = `id requirementNo state mainStage subStep subStepStatus draftStatus crowdfundingStatus outcome title industryId industrySubId
  industryName industryNameEn categoryId categoryName categoryNameEn durationDays budgetFen detailsHtml keywords institutions feeFen reason
  deadlineAt createdAt submittedAt publishedAt updatedAt mine publisher evaluationCount attachments { key name contentType size url }`;

type Requirement = {
  id: number;
  requirementNo: string;
  state: string;
  mainStage: number;
  subStep: number | null;
  subStepStatus: number;
  draftStatus: number | null;
  crowdfundingStatus: number | null;
  title: string;
  industryName: string[];
  industryNameEn: string[];
  detailsHtml: string;
  feeFen: number;
  mine: boolean;
  publisher: string | null;
  evaluationCount: number;
  publishedAt: number | null;
  reason: string | null;
};

const SAVE = `mutation S($input: RequirementInput!) { saveRequirement(input: $input) { ${REQUIREMENT_FIELDS} } }`;
const SUBMIT = `mutation U($id: Int!, $agreed: Boolean!) { submitRequirement(id: $id, agreed: $agreed) { ${REQUIREMENT_FIELDS} } }`;
const APPROVE = 'mutation A($id: Int!) { approveRequirement(id: $id) { id state feeFen } }';
const MINE = `query M($id: Int!) { myRequirement(id: $id) { ${REQUIREMENT_FIELDS} } }`;

/** A requirement saved, submitted and approved: the evaluation is open and the hall's assessors are invited. */
async function publishedRequirement(publisher: Member, title: string): Promise<Requirement> {
  const draft = ok(await gql<{ saveRequirement: Requirement }>(SAVE, { input: completeForm(title) }, publisher)).saveRequirement;
  ok(await gql(SUBMIT, { id: draft.id, agreed: true }, publisher));
  ok(await gql(APPROVE, { id: draft.id }, await ops()));
  return ok(await gql<{ myRequirement: Requirement }>(MINE, { id: draft.id }, publisher)).myRequirement;
}

type Invitation = {
  id: number;
  status: number;
  cate: number;
  expiredAt: number | null;
  payBack: number;
  industryName: string;
  industryNameEn: string;
  requirement: { id: number; requirementNo: string; title: string; mainProcess: number; state: string };
  marketSize: string | null;
  campaignId: number | null;
  reason: { key: string; fieldZh: string | null; fieldEn: string | null; terms: string | null; completed: number | null } | null;
  availableEvents: string[];
};
const INVITATION_FIELDS =
  'id status cate expiredAt payBack industryName industryNameEn requirement { id requirementNo title mainProcess state } createdAt marketSize campaignId reason { key fieldZh fieldEn terms completed } availableEvents';

/** The assessor's pending evaluation invitation of one requirement. */
async function evaluationInvitation(assessor: Member, requirementId: number): Promise<Invitation> {
  const page = ok(
    await gql<{ invitations: { records: Invitation[] } }>(
      `query I { invitations(pageNum: 1, pageSize: 100, cate: 1, states: [0]) { records { ${INVITATION_FIELDS} } total_record } }`,
      {},
      assessor,
    ),
  ).invitations;
  const invitation = page.records.find((i) => i.requirement.id === requirementId);
  expect(invitation, JSON.stringify(page)).toBeDefined();
  return invitation!;
}

/** Accepts and answers the evaluation: with a quorum of one the requirement moves to the fee step. */
async function evaluate(assessor: Member, requirementId: number, marketSize = '100-500'): Promise<Invitation> {
  const invitation = await evaluationInvitation(assessor, requirementId);
  ok(await gql('mutation H($id: Int!) { handleInvitation(id: $id, accept: true) { id status } }', { id: invitation.id }, assessor));
  return ok(
    await gql<{ submitMarketEvaluation: Invitation }>(
      `mutation E($id: Int!, $m: String!) { submitMarketEvaluation(id: $id, marketSize: $m) { ${INVITATION_FIELDS} } }`,
      { id: invitation.id, m: marketSize },
      assessor,
    ),
  ).submitMarketEvaluation;
}

/** The REST calls the services received since `from`, by path prefix. */
function calls(from: number, path: string) {
  return stack.servicesLog.slice(from).filter((r) => r.url.split('?')[0].startsWith(path));
}

/** An assessor in the hall (kind 5, market assessor, matched on industry 1), joined through the gateway. */
let assessor: Member;
let publisher: Member;

beforeAll(async () => {
  publisher = await participant();
  assessor = await participant();
  const joined = ok(
    await gql<{ joinHall: { kinds: string[]; industryIds: number[]; joinedAt: number | null } }>(
      'mutation J($input: JoinHallInput!) { joinHall(input: $input) { kinds industryIds joinedAt } }',
      { input: { kinds: ['5'], industryIds: [1] } },
      assessor,
    ),
  ).joinHall;
  expect(joined).toMatchObject({ kinds: ['5'], industryIds: [1], joinedAt: expect.any(Number) });
  expect(ok(await gql('{ hallMembership { kinds industryIds joinedAt } }', {}, assessor))).toEqual({ hallMembership: joined });
}, 60_000);

describe('publishing through the gateway', () => {
  it('saves a draft, saves it again whole, submits it as a form post, and operations approve it into the evaluation', async () => {
    const title = `视觉质检 gateway ${randomUUID().slice(0, 8)}`;
    const draft = ok(await gql<{ saveRequirement: Requirement }>(SAVE, { input: { title } }, publisher)).saveRequirement;
    expect(draft).toMatchObject({ title, state: 'draft', mainStage: 1, subStep: 1, subStepStatus: 1, draftStatus: 1, crowdfundingStatus: null, mine: true, feeFen: 0, publisher: null });
    expect(draft.requirementNo).toMatch(/^RQ\d{8}\d+$/);

    const saved = ok(await gql<{ saveRequirement: Requirement }>(SAVE, { input: { id: draft.id, ...completeForm(title) } }, publisher)).saveRequirement;
    expect(saved).toMatchObject({ id: draft.id, state: 'draft', industryName: [expect.any(String), expect.any(String)], industryNameEn: [expect.any(String), expect.any(String)] });
    expect(saved.detailsHtml).not.toContain('<script');

    const mark = stack.servicesLog.length;
    const submitted = ok(await gql<{ submitRequirement: Requirement }>(SUBMIT, { id: draft.id, agreed: true }, publisher)).submitRequirement;
    expect(submitted).toMatchObject({ id: draft.id, state: 'inReview', subStepStatus: 2 });
    const [post] = calls(mark, '/requ/v1/owner/submit');
    expect(post).toMatchObject({ method: 'POST', contentType: 'application/x-www-form-urlencoded', authorization: `Bearer ${publisher.token}` });

    // The publisher's list and the workflow (one loader call for the requirement's chart).
    const mine = ok(
      await gql<{ myRequirements: { records: Array<{ id: number; state: string }>; total_record: number } }>(
        '{ myRequirements(pageNum: 1, pageSize: 10, state: "inReview") { records { id state } total_record } }',
        {},
        publisher,
      ),
    ).myRequirements;
    expect(mine.records.map((r) => r.id)).toContain(draft.id);
    const withFlow = ok(
      await gql<{ myRequirement: { workflow: { entityType: string; state: string; availableEvents: string[] } } }>(
        'query W($id: Int!) { myRequirement(id: $id) { workflow { entityType state availableEvents } } }',
        { id: draft.id },
        publisher,
      ),
    ).myRequirement.workflow;
    expect(withFlow).toMatchObject({ entityType: 'requirement', state: 'inReview' });
    expect(withFlow.availableEvents).toContain('requirement.withdraw');

    // Operations: the queue, the detail with the publisher, the decision.
    const opsCall = await ops();
    const queue = ok(
      await gql<{ opsRequirements: { records: Array<{ id: number; publisher: string | null }>; total_record: number } }>(
        '{ opsRequirements(pageNum: 1, pageSize: 50, state: "inReview") { records { id publisher } total_record } }',
        {},
        opsCall,
      ),
    ).opsRequirements;
    expect(queue.records.find((r) => r.id === draft.id)?.publisher).toBe(`gw-req-${publisher.id}`);
    const detail = ok(await gql<{ opsRequirement: Requirement }>(`query O($id: Int!) { opsRequirement(id: $id) { ${REQUIREMENT_FIELDS} } }`, { id: draft.id }, opsCall)).opsRequirement;
    expect(detail).toMatchObject({ id: draft.id, mine: false, publisher: `gw-req-${publisher.id}` });

    const approved = ok(await gql<{ approveRequirement: { id: number; state: string; feeFen: number } }>(APPROVE, { id: draft.id }, opsCall)).approveRequirement;
    expect(approved).toEqual({ id: draft.id, state: 'evaluating', feeFen: BUDGET_FEN / 10 });

    // Operations see who was invited, and why.
    const candidates = ok(
      await gql<{ opsInvitationCandidates: Array<{ userId: number; invitationId: number | null; status: number | null; score: number }> }>(
        'query C($id: Int!) { opsInvitationCandidates(requirementId: $id, cate: 1) { userId nickname score fieldMatch categoryMatch load invitationId status } }',
        { id: draft.id },
        opsCall,
      ),
    ).opsInvitationCandidates;
    expect(candidates.find((c) => c.userId === assessor.id)).toMatchObject({ invitationId: expect.any(Number), status: 0 });

    // Every part, the reason line and the overrides (docs/requirements.md "Who is invited"): add and remove.
    const parts = ok(
      await gql<{ opsInvitationCandidates: Array<Record<string, unknown> & { userId: number; score: number; fieldMatch: number; categoryMatch: number; textRelevance: number; trackRecord: number; loadPenalty: number }> }>(
        'query C($id: Int!) { opsInvitationCandidates(requirementId: $id, cate: 1) { userId position score fieldMatch categoryMatch textRelevance trackRecord loadPenalty reason { key } override eligible invitationId } }',
        { id: draft.id },
        opsCall,
      ),
    ).opsInvitationCandidates;
    const ranked = parts.find((c) => c.userId === assessor.id)!;
    expect(ranked).toMatchObject({ position: expect.any(Number), override: null, eligible: true, reason: { key: expect.any(String) } });
    expect(ranked.score).toBe(ranked.fieldMatch + ranked.categoryMatch + ranked.textRelevance + ranked.trackRecord + ranked.loadPenalty);
    const ADD = 'mutation A($id: Int!, $user: Int!) { addInvitationCandidate(requirementId: $id, cate: 1, userId: $user) { userId cate override invitationId invitedNow } }';
    const REMOVE = 'mutation R($id: Int!, $user: Int!) { removeInvitationCandidate(requirementId: $id, cate: 1, userId: $user) { userId cate override invitationId invitedNow } }';
    expect(refusal(await gql(REMOVE, { id: draft.id, user: assessor.id }, opsCall))).toMatchObject({ status: 400, reason: 'alreadyInvited' });
    expect(ok(await gql<{ addInvitationCandidate: unknown }>(ADD, { id: draft.id, user: assessor.id }, opsCall)).addInvitationCandidate).toEqual({
      userId: assessor.id, cate: 1, override: 'include', invitationId: ranked.invitationId, invitedNow: false,
    });
    expect(ok(await gql<{ removeInvitationCandidate: { override: string | null } }>(REMOVE, { id: draft.id, user: assessor.id }, opsCall)).removeInvitationCandidate.override).toBeNull();
    expect(refusal(await gql(ADD, { id: draft.id, user: publisher.id }, opsCall))).toMatchObject({ status: 400, reason: 'publisher' });
    expect(refusal(await gql(ADD, { id: draft.id, user: assessor.id }, publisher))).toMatchObject({ status: 403 });
  });

  it('refuses a submission without the agreement with a 400 and its reason, and changes nothing', async () => {
    const draft = ok(await gql<{ saveRequirement: Requirement }>(SAVE, { input: completeForm(`未同意 ${randomUUID().slice(0, 8)}`) }, publisher)).saveRequirement;
    const refused = refusal(await gql(SUBMIT, { id: draft.id, agreed: false }, publisher));
    expect(refused).toMatchObject({ code: 'SERVICE_ERROR', status: 400 });
    expect(typeof refused.reason).toBe('string');
    expect(ok(await gql<{ myRequirement: Requirement }>(MINE, { id: draft.id }, publisher)).myRequirement.state).toBe('draft');
  });
});

describe('the hall is public', () => {
  let published: Requirement;

  it('is never cached by the gateway: the answer says `mine` and the hall moves', async () => {
    const ttls = cacheTtls(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
    for (const field of ['hall', 'hallRequirement', 'marketBarGraph', 'campaign', 'myRequirement', 'invitations', 'invitationStateGroup']) {
      expect(PUBLIC_READS.has(field)).toBe(false);
      expect(ttls[`Query.${field}`], field).toBe(0);
    }
    const mark = stack.servicesLog.length;
    ok(await gql('{ hall(pageNum: 1, pageSize: 10) { total_record } }'));
    ok(await gql('{ hall(pageNum: 1, pageSize: 10) { total_record } }'));
    expect(calls(mark, '/requ/v1/pro-hall/pages')).toHaveLength(2);
  });

  beforeAll(async () => {
    published = await publishedRequirement(publisher, `大厅公开 hall ${randomUUID().slice(0, 8)}`);
  }, 60_000);

  it('lists and shows a published requirement without a token, and forwards the token when there is one', async () => {
    const HALL = 'query H($f: HallFilter) { hall(pageNum: 1, pageSize: 10, filter: $f) { records { id title state mine mainStage reason } total_record } }';
    const filter = { keyword: published.title.split(' ').pop(), states: [1], industryCategories: [1], cate: null };
    const mark = stack.servicesLog.length;
    const anonymous = ok(await gql<{ hall: { records: Array<{ id: number; mine: boolean; reason: string | null }>; total_record: number } }>(HALL, { f: filter })).hall;
    expect(anonymous.total_record).toBe(1);
    expect(anonymous.records).toEqual([{ id: published.id, title: published.title, state: 'evaluating', mine: false, mainStage: 1, reason: null }]);
    expect(calls(mark, '/requ/v1/pro-hall/pages')[0].authorization).toBeUndefined();

    const signedIn = ok(await gql<{ hall: { records: Array<{ id: number; mine: boolean }> } }>(HALL, { f: filter }, publisher)).hall;
    expect(signedIn.records).toMatchObject([{ id: published.id, mine: true }]);
    expect(calls(mark, '/requ/v1/pro-hall/pages')[1].authorization).toBe(`Bearer ${publisher.token}`);

    const detail = ok(
      await gql<{ hallRequirement: Requirement & { campaign: unknown } }>(`query D($id: Int!) { hallRequirement(id: $id) { ${REQUIREMENT_FIELDS} campaign { id } } }`, { id: published.id }),
    ).hallRequirement;
    expect(detail).toMatchObject({ id: published.id, title: published.title, state: 'evaluating', mine: false, publisher: null, reason: null, campaign: null });
    expect(detail.detailsHtml).toContain('surface defects');
    expect(detail.publishedAt).toEqual(expect.any(Number));
  });

  it('answers 404 for a draft in the hall and for another member’s requirement, 401 without a token, 403 to a member on operations fields', async () => {
    const draft = ok(await gql<{ saveRequirement: Requirement }>(SAVE, { input: { title: `草稿 ${randomUUID().slice(0, 8)}` } }, publisher)).saveRequirement;
    const other = await participant();
    expect(refusal(await gql('query D($id: Int!) { hallRequirement(id: $id) { id } }', { id: draft.id }))).toMatchObject({ code: 'SERVICE_ERROR', status: 404 });
    expect(refusal(await gql('query D($id: Int!) { hallRequirement(id: $id) { id } }', { id: draft.id }, other))).toMatchObject({ code: 'SERVICE_ERROR', status: 404 });
    expect(refusal(await gql(MINE, { id: published.id }, other))).toMatchObject({ code: 'SERVICE_ERROR', status: 404 });
    expect(refusal(await gql('query R($id: Int!) { reviewFeeQuote(requirementId: $id) { minFeeFen } }', { id: published.id }, other))).toMatchObject({ status: 404 });
    expect(refusal(await gql(MINE, { id: published.id }))).toMatchObject({ code: 'SERVICE_ERROR', status: 401 });
    expect(refusal(await gql('{ opsRequirements(pageNum: 1, pageSize: 10) { total_record } }', {}, other))).toMatchObject({ status: 403 });
    expect(refusal(await gql(APPROVE, { id: draft.id }, other))).toMatchObject({ status: 403 });
  });

  it('answers a malformed input with the services’ 400', async () => {
    // The hall's page sizes are 10, 20, 30 and 50; a negative budget is no budget.
    expect(refusal(await gql('{ hall(pageNum: 1, pageSize: 7) { total_record } }'))).toMatchObject({ code: 'SERVICE_ERROR', status: 400 });
    expect(refusal(await gql(SAVE, { input: { title: 'x', budgetFen: -5 } }, publisher))).toMatchObject({ code: 'SERVICE_ERROR', status: 400 });
    expect(refusal(await gql('query B($n: String!) { marketBarGraph(requirementNo: $n) { total } }', { n: 'x'.repeat(100) }))).toMatchObject({ status: 400 });
  });

  it('keeps the participant gate’s reason: a member without a verified real name cannot publish', async () => {
    const unverified = await participant({ realName: false });
    expect(refusal(await gql(SAVE, { input: { title: 'gate' } }, unverified))).toMatchObject({ code: 'SERVICE_ERROR', status: 400, reason: 'realNameRequired' });
  });
});

describe('invitations and the market evaluation', () => {
  let published: Requirement;

  beforeAll(async () => {
    published = await publishedRequirement(publisher, `市场评估 evaluation ${randomUUID().slice(0, 8)}`);
  }, 60_000);

  it('counts, lists, shows, accepts and answers the assessor’s evaluation invitation; the bar graph is public', async () => {
    const stateGroup = ok(await gql<{ invitationStateGroup: Array<{ state: number; count: number }> }>('{ invitationStateGroup { state count } }', {}, assessor)).invitationStateGroup;
    expect(stateGroup.map((g) => g.state)).toEqual([-1, 0, 1, 2, 3]);
    expect(stateGroup.find((g) => g.state === 0)!.count).toBeGreaterThanOrEqual(1);
    const cateGroup = ok(
      await gql<{ invitationCateGroup: Array<{ cate: number; state: number; count: number }> }>('{ invitationCateGroup(states: [0]) { cate state count } }', {}, assessor),
    ).invitationCateGroup;
    expect(cateGroup.find((g) => g.cate === 1 && g.state === 0)?.count).toBeGreaterThanOrEqual(1);

    const invitation = await evaluationInvitation(assessor, published.id);
    expect(invitation).toMatchObject({
      status: 0,
      cate: 1,
      expiredAt: expect.any(Number),
      requirement: { id: published.id, requirementNo: published.requirementNo, title: published.title, mainProcess: 1, state: 'evaluating' },
      marketSize: null,
      campaignId: null,
    });
    expect(JSON.parse(invitation.industryName)).toEqual(published.industryName);
    expect(JSON.parse(invitation.industryNameEn)).toEqual(published.industryNameEn);
    expect(invitation.availableEvents.sort()).toEqual(['invite.accept', 'invite.reject']);

    const detail = ok(
      await gql<{ invitation: Invitation & { workflow: { entityType: string; state: string; availableEvents: string[] } } }>(
        `query I($id: Int!) { invitation(id: $id) { ${INVITATION_FIELDS} workflow { entityType state availableEvents } } }`,
        { id: invitation.id },
        assessor,
      ),
    ).invitation;
    expect(detail).toMatchObject({ id: invitation.id, workflow: { entityType: 'invitation', state: 'pending' } });
    // why they were invited: the ranking's largest part, with its values
    expect(['fields', 'text', 'category', 'track', 'available']).toContain(detail.reason?.key);
    if (detail.reason!.key === 'fields') expect(detail.reason!.fieldEn).toBeTruthy();
    if (detail.reason!.key === 'text') expect(detail.reason!.terms).toBeTruthy();
    expect(detail.workflow.availableEvents.sort()).toEqual(detail.availableEvents.sort());
    // Someone else's invitation is not found.
    expect(refusal(await gql('query I($id: Int!) { invitation(id: $id) { id } }', { id: invitation.id }, publisher))).toMatchObject({ status: 404 });

    const answered = await evaluate(assessor, published.id, '100-500');
    expect(answered).toMatchObject({ id: invitation.id, status: 2, marketSize: '100-500', availableEvents: [] });
    // Answering again is the machine's refusal, with its reason.
    const again = refusal(
      await gql('mutation H($id: Int!) { handleInvitation(id: $id, accept: true) { id } }', { id: invitation.id }, assessor),
    );
    expect(again).toMatchObject({ status: 400, reason: 'eventRefused' });

    const graph = ok(
      await gql<{ marketBarGraph: { requirementNo: string; bars: Array<{ marketSize: string; count: number }>; total: number } }>(
        'query B($n: String!) { marketBarGraph(requirementNo: $n) { requirementNo bars { marketSize count } total } }',
        { n: published.requirementNo },
      ),
    ).marketBarGraph;
    expect(graph).toMatchObject({ requirementNo: published.requirementNo, total: 1 });
    expect(graph.bars.find((b) => b.marketSize === '100-500')?.count).toBe(1);
    expect(graph.bars.length).toBeGreaterThan(1);

    const fee = ok(await gql<{ myRequirement: Requirement }>(MINE, { id: published.id }, publisher)).myRequirement;
    expect(fee).toMatchObject({ state: 'feeDue.choosingMode', subStep: 3, crowdfundingStatus: 1, evaluationCount: 1 });
  });
});

describe('the review fee', () => {
  it('quotes the fee and takes the personal payment once per Idempotency-Key, answering the whole requirement', async () => {
    const payer = await participant();
    const requirement = await publishedRequirement(payer, `个人支付 fee ${randomUUID().slice(0, 8)}`);
    await evaluate(assessor, requirement.id);
    const quote = ok(
      await gql<{ reviewFeeQuote: { requirementId: number; minFeeFen: number; serviceFeeBp: number; serviceFeeFen: number; reviewersFen: number; coinBalanceFen: number } }>(
        'query Q($id: Int!) { reviewFeeQuote(requirementId: $id) { requirementId minFeeFen serviceFeeBp serviceFeeFen reviewersFen coinBalanceFen } }',
        { id: requirement.id },
        payer,
      ),
    ).reviewFeeQuote;
    expect(quote).toMatchObject({ requirementId: requirement.id, minFeeFen: BUDGET_FEN / 10, coinBalanceFen: 0 });
    expect(quote.serviceFeeFen + quote.reviewersFen).toBe(quote.minFeeFen);

    const PAY = `mutation P($id: Int!, $amount: Float!, $pw: String!, $key: String!) {
      payReviewFee(requirementId: $id, amountFen: $amount, transactionPassword: $pw, idempotencyKey: $key) { ${REQUIREMENT_FIELDS} } }`;
    const short = refusal(await gql(PAY, { id: requirement.id, amount: quote.minFeeFen, pw: PAY_PASSWORD, key: randomUUID() }, payer));
    expect(short).toMatchObject({ code: 'SERVICE_ERROR', status: 400, reason: 'insufficientBalance' });

    await giveCoins(payer, quote.minFeeFen + 100);
    const key = `fee-${randomUUID()}`;
    const mark = stack.servicesLog.length;
    const paid = ok(await gql<{ payReviewFee: Requirement }>(PAY, { id: requirement.id, amount: quote.minFeeFen, pw: PAY_PASSWORD, key }, payer)).payReviewFee;
    const retried = ok(await gql<{ payReviewFee: Requirement }>(PAY, { id: requirement.id, amount: quote.minFeeFen, pw: PAY_PASSWORD, key }, payer)).payReviewFee;
    expect(paid).toMatchObject({ id: requirement.id, title: requirement.title, state: 'awaitingPreReview', crowdfundingStatus: 4, feeFen: quote.minFeeFen, mine: true });
    expect(retried).toMatchObject({ id: requirement.id, state: 'awaitingPreReview' });
    expect(calls(mark, '/requ/v1/fee/pay').map((r) => r.idempotencyKey)).toEqual([key, key]);
    const balance = ok(await gql<{ walletBalance: { coinFen: number } }>('{ walletBalance { coinFen } }', {}, payer)).walletBalance;
    expect(balance.coinFen).toBe(100);

    // Operations take it on: the pre-review (stage 2) starts at its first step, which its tasks and windows end
    // (issue 12), so it cannot be closed by hand; operations may still stop it.
    const opsCall = await ops();
    const STAGE = 'id state mainStage subStep crowdfundingStatus';
    expect(ok(await gql<{ startPreReview: Requirement }>(`mutation P($id: Int!) { startPreReview(id: $id) { ${STAGE} } }`, { id: requirement.id }, opsCall)).startPreReview).toEqual({
      id: requirement.id, state: 'preReview.marketAssessment', mainStage: 2, subStep: -1, crowdfundingStatus: 5,
    });
    expect(refusal(await gql(`mutation C($id: Int!) { completeRequirementStage(id: $id) { ${STAGE} } }`, { id: requirement.id }, opsCall))).toMatchObject({
      status: 400,
      reason: 'eventRefused',
    });
    // A dead end (stage 2, issue 12): no plan in the analysis window. Operations reopen the analysis; a step the
    // machine does not offer is the engine's refusal, a member is refused the operations mutation.
    const REOPEN = `mutation R($id: Int!, $step: PreReviewReopenStep!) { reopenPreReviewStep(id: $id, step: $step) { id state subStep subStepStatus deadlineAt } }`;
    expect(refusal(await gql(REOPEN, { id: requirement.id, step: 'analysis' }, opsCall))).toMatchObject({ status: 400, reason: 'eventRefused' });
    const store = requirementStore(createContext({ db: stack.db, config: parseServicesConfig({ NODE_ENV: 'test' }), clock: systemClock }));
    for (let i = 0; i < 2; i += 1) {
      await store.transaction((tx) => store.lockAndStep(tx, requirement.id, { type: 'timer.expired' }, SYSTEM_ACTOR, () => new Error('no requirement')));
    }
    expect(refusal(await gql(REOPEN, { id: requirement.id, step: 'analysis' }, payer))).toMatchObject({ status: 403 });
    expect(refusal(await gql(REOPEN, { id: requirement.id, step: 'solicitation' }, opsCall))).toMatchObject({ status: 400, reason: 'eventRefused' });
    const reopened = ok(await gql<{ reopenPreReviewStep: Requirement & { deadlineAt: number } }>(REOPEN, { id: requirement.id, step: 'analysis' }, opsCall)).reopenPreReviewStep;
    expect(reopened).toMatchObject({ id: requirement.id, state: 'preReview.analysis', subStep: 1, subStepStatus: 1 });
    expect(reopened.deadlineAt).toBeGreaterThan(Date.now());
    expect(ok(await gql<{ stopRequirement: Requirement }>('mutation S($id: Int!) { stopRequirement(id: $id, reason: "Duplicate") { id state } }', { id: requirement.id }, opsCall)).stopRequirement).toEqual({
      id: requirement.id,
      state: 'terminated',
    });
  });
});

describe('crowdfunding the review fee', () => {
  it('applies, is approved, is public, and takes a contribution once per Idempotency-Key', async () => {
    const owner = await participant();
    const funder = await participant();
    const requirement = await publishedRequirement(owner, `众筹 crowdfunding ${randomUUID().slice(0, 8)}`);
    await evaluate(assessor, requirement.id);
    const target = BUDGET_FEN / 10;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

    const CAMPAIGN_FIELDS = 'id requirementId requirementNo requirementTitle state status targetFen raisedFen leftFen minContributionFen returnRatioBp applicationDate endsAt contributors reason canContribute myContributionFen';
    const applied = ok(
      await gql<{ applyCrowdfunding: { id: number; state: string; status: number; targetFen: number } }>(
        `mutation A($id: Int!, $amount: Float!, $bp: Int!, $date: String!) { applyCrowdfunding(requirementId: $id, amountFen: $amount, returnRatioBp: $bp, applicationDate: $date) { ${CAMPAIGN_FIELDS} } }`,
        { id: requirement.id, amount: target, bp: 2000, date: today },
        owner,
      ),
    ).applyCrowdfunding;
    expect(applied).toMatchObject({ requirementId: requirement.id, state: 'applying', status: 2, targetFen: target, returnRatioBp: 2000, applicationDate: today });

    // While applying, a visitor sees no campaign on the requirement; the publisher does (read by its id).
    const HALL_CAMPAIGN = 'query D($id: Int!) { hallRequirement(id: $id) { id campaign { id state } } }';
    expect(ok(await gql<{ hallRequirement: { campaign: unknown } }>(HALL_CAMPAIGN, { id: requirement.id })).hallRequirement.campaign).toBeNull();
    expect(ok(await gql<{ hallRequirement: { campaign: unknown } }>(HALL_CAMPAIGN, { id: requirement.id }, owner)).hallRequirement.campaign).toEqual({ id: applied.id, state: 'applying' });

    const opsCall = await ops();
    const queue = ok(await gql<{ opsCampaigns: { records: Array<{ id: number }> } }>('{ opsCampaigns(pageNum: 1, pageSize: 50, state: "applying") { records { id } total_record } }', {}, opsCall)).opsCampaigns;
    expect(queue.records.map((c) => c.id)).toContain(applied.id);
    const approved = ok(await gql<{ approveCampaign: { state: string; status: number; endsAt: number | null } }>('mutation A($id: Int!) { approveCampaign(id: $id) { state status endsAt } }', { id: applied.id }, opsCall)).approveCampaign;
    expect(approved).toMatchObject({ state: 'open', status: 3, endsAt: expect.any(Number) });

    // Public once approved: a visitor reads it (and may not contribute), a funder may.
    const anonymous = ok(await gql<{ campaign: { state: string; canContribute: boolean; myContributionFen: number } }>(`query C($id: Int!) { campaign(id: $id) { ${CAMPAIGN_FIELDS} } }`, { id: applied.id })).campaign;
    expect(anonymous).toMatchObject({ state: 'open', canContribute: false, myContributionFen: 0, raisedFen: 0, leftFen: target });
    expect(ok(await gql<{ campaign: { canContribute: boolean } }>('query C($id: Int!) { campaign(id: $id) { canContribute } }', { id: applied.id }, funder)).campaign.canContribute).toBe(true);
    // The requirement's campaign and campaign(id) in one request cost one REST call.
    const mark = stack.servicesLog.length;
    const both = ok(
      await gql<{ campaign: { id: number }; hallRequirement: { campaign: { id: number; state: string } } }>(
        'query B($c: Int!, $r: Int!) { campaign(id: $c) { id } hallRequirement(id: $r) { campaign { id state } } }',
        { c: applied.id, r: requirement.id },
      ),
    );
    expect(both.hallRequirement.campaign).toEqual({ id: applied.id, state: 'open' });
    expect(calls(mark, '/requ/v1/crowdfunding/detail/')).toHaveLength(1);

    const CONTRIBUTE = `mutation F($id: Int!, $amount: Float!, $pw: String!, $key: String!) {
      contribute(campaignId: $id, amountFen: $amount, transactionPassword: $pw, idempotencyKey: $key) { ${CAMPAIGN_FIELDS} } }`;
    await giveCoins(funder, 2_000_00);
    const key = `fund-${randomUUID()}`;
    const before = stack.servicesLog.length;
    const first = ok(await gql<{ contribute: { raisedFen: number; myContributionFen: number; contributors: number } }>(CONTRIBUTE, { id: applied.id, amount: 1_000_00, pw: PAY_PASSWORD, key }, funder)).contribute;
    const again = ok(await gql<{ contribute: { raisedFen: number } }>(CONTRIBUTE, { id: applied.id, amount: 1_000_00, pw: PAY_PASSWORD, key }, funder)).contribute;
    expect(first).toMatchObject({ raisedFen: 1_000_00, myContributionFen: 1_000_00, contributors: 1 });
    expect(again.raisedFen).toBe(1_000_00);
    expect(calls(before, '/requ/v1/crowdfunding/contribute').map((r) => r.idempotencyKey)).toEqual([key, key]);
    // The publisher may not fund their own campaign.
    await giveCoins(owner, 1_000_00);
    expect(refusal(await gql(CONTRIBUTE, { id: applied.id, amount: 1_000_00, pw: PAY_PASSWORD, key: randomUUID() }, owner))).toMatchObject({ code: 'SERVICE_ERROR', status: 400 });

    const contributions = ok(
      await gql<{ myContributions: { records: Array<{ campaignId: number; amountFen: number; status: string; campaignState: string }>; total_record: number } }>(
        '{ myContributions(pageNum: 1, pageSize: 10) { records { id campaignId requirementId requirementTitle amountFen status shareBp campaignState createdAt refundedAt } total_record } }',
        {},
        funder,
      ),
    ).myContributions;
    expect(contributions.total_record).toBe(1);
    expect(contributions.records[0]).toMatchObject({ campaignId: applied.id, amountFen: 1_000_00, status: 'held', campaignState: 'open' });

    // The campaign's workflow is the publisher's and operations'.
    const flow = ok(await gql<{ campaign: { workflow: { entityType: string; state: string } } }>('query C($id: Int!) { campaign(id: $id) { workflow { entityType state } } }', { id: applied.id }, owner)).campaign.workflow;
    expect(flow).toMatchObject({ entityType: 'crowdfunding', state: 'open' });
  });

  it('lets operations reject an application with a reason', async () => {
    const owner = await participant();
    const requirement = await publishedRequirement(owner, `众筹驳回 rejected ${randomUUID().slice(0, 8)}`);
    await evaluate(assessor, requirement.id);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const applied = ok(
      await gql<{ applyCrowdfunding: { id: number } }>(
        'mutation A($id: Int!, $amount: Float!, $date: String!) { applyCrowdfunding(requirementId: $id, amountFen: $amount, returnRatioBp: 1000, applicationDate: $date) { id } }',
        { id: requirement.id, amount: BUDGET_FEN / 10, date: today },
        owner,
      ),
    ).applyCrowdfunding;
    const rejected = ok(
      await gql<{ rejectCampaign: { state: string; status: number; reason: string | null } }>(
        'mutation R($id: Int!) { rejectCampaign(id: $id, reason: "The return offered is unclear") { state status reason } }',
        { id: applied.id },
        await ops(),
      ),
    ).rejectCampaign;
    expect(rejected).toEqual({ state: 'rejected', status: 1, reason: 'The return offered is unclear' });
    expect(ok(await gql<{ myRequirement: Requirement }>(MINE, { id: requirement.id }, owner)).myRequirement).toMatchObject({ state: 'feeDue.choosingMode' });
  });
});

describe('operations decisions and the publisher’s own steps', () => {
  it('rejects with a reason, stops, withdraws, and reads the workbench figures', async () => {
    const owner = await participant();
    const opsCall = await ops();
    const draft = ok(await gql<{ saveRequirement: Requirement }>(SAVE, { input: completeForm(`驳回 reject ${randomUUID().slice(0, 8)}`) }, owner)).saveRequirement;
    ok(await gql(SUBMIT, { id: draft.id, agreed: true }, owner));
    const rejected = ok(
      await gql<{ rejectRequirement: Requirement }>(`mutation R($id: Int!) { rejectRequirement(id: $id, reason: "Budget unclear") { ${REQUIREMENT_FIELDS} } }`, { id: draft.id }, opsCall),
    ).rejectRequirement;
    expect(rejected).toMatchObject({ state: 'rejected', draftStatus: 5, reason: 'Budget unclear' });
    const withdrawn = ok(await gql<{ withdrawRequirement: Requirement }>('mutation W($id: Int!) { withdrawRequirement(id: $id) { id state outcome } }', { id: draft.id }, owner)).withdrawRequirement;
    expect(withdrawn).toMatchObject({ state: 'terminated', outcome: 'terminated' });

    const running = await publishedRequirement(owner, `终止 stop ${randomUUID().slice(0, 8)}`);
    const stopped = ok(await gql<{ stopRequirement: Requirement }>('mutation S($id: Int!) { stopRequirement(id: $id, reason: "Duplicate") { id state reason } }', { id: running.id }, opsCall)).stopRequirement;
    expect(stopped).toMatchObject({ state: 'terminated', reason: 'Duplicate' });

    const stats = ok(
      await gql<{ requirementStatistics: { byStage: Array<{ stage: number; count: number }>; drafts: number } }>(
        '{ requirementStatistics { byStage { stage count } drafts pendingInvitations tasksInProgress contributedFen } }',
        {},
        owner,
      ),
    ).requirementStatistics;
    expect(stats.drafts).toBe(0);
    expect(Array.isArray(stats.byStage)).toBe(true);
  });
});
