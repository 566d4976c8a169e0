/**
 * The detailed market assessment fields of schema.graphql (stage 2, step -1, invitations of kind 6) through the
 * gateway in-process (`yoga.fetch`) before the real services over PGlite (`startStack`): a paid requirement enters
 * the pre-review (operations), the hall's market assessors are invited with the pool they share, an assessor reads
 * the empty form, saves a partial draft (fields left out of the input arrive as empty), is refused a malformed and
 * an incomplete form with the services' own words, submits once; the publisher reads the side-by-side summary and
 * its aggregate, a member who did not submit is not found; the second form reaches the quorum (2 here) and the
 * requirement moves to project analysis. REST refusals keep their status, message and reason in `extensions`.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberProfiles, realNameApplications, users } from '../../services/db/schema';
import { hashPassword } from '../../services/lib/passwords';
import { createUsersRepository } from '../../services/member';
import { credit } from '../../services/testing/wallet-money';
import { graphqlCalls, startStack, type GraphQLCaller, type RunningStack } from './gateway-harness';

let stack: RunningStack;

beforeAll(async () => {
  stack = await startStack({ env: { REQUIREMENT_EVALUATION_QUORUM: '2' } });
}, 60_000);

afterAll(async () => {
  await stack?.stop();
});

const PASSWORD = 'Aa1!good';
const PAY_PASSWORD = '246810';
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

type Member = { id: number; token: string; ip: string };

const { gql, ok, refusal, signin } = graphqlCalls(() => stack);

let memberCounter = 0;
/** A signed-in member who may take part: verified real name, nickname, fields of interest, a transaction password. */
async function participant(): Promise<Member> {
  memberCounter += 1;
  const phone = `86-137${String(Date.now() % 1e4).padStart(4, '0')}${String(memberCounter).padStart(4, '0')}`;
  const now = new Date();
  const user = await createUsersRepository(stack.db).create({ phone, passwordHash: await hashPassword(PASSWORD), localization: 'en', roles: ['member'], now });
  const id = user!.id;
  await stack.db.update(users).set({ nickname: `gw-ma-${id}`, transactionPasswordHash: await hashPassword(PAY_PASSWORD) }).where(eq(users.id, id));
  await stack.db.insert(memberProfiles).values({ userId: id, fieldsOfInterest: [1], updatedAt: now });
  await stack.db.insert(realNameApplications).values({
    userId: id, stateValue: 'verified', context: {}, status: 'verified', version: 1, subjectType: 'person', identityKey: `gw-ma:${id}`, realName: '赵六', createdAt: now,
  });
  const ip = nextIp();
  return { id, token: await signin(phone, PASSWORD, ip), ip };
}

let opsCaller: GraphQLCaller | undefined;
async function ops(): Promise<GraphQLCaller> {
  if (!opsCaller) {
    const ip = '203.0.113.200';
    opsCaller = { token: await signin('ops@portal.local', 'Ops@2026x', ip), ip };
  }
  return opsCaller;
}

type Invitation = { id: number; cate: number; status: number; payBack: number; requirement: { id: number } };

async function invitationOf(member: Member, requirementId: number, cate: number): Promise<Invitation> {
  const page = ok(
    await gql<{ invitations: { records: Invitation[] } }>(
      'query I($cate: Int!) { invitations(pageNum: 1, pageSize: 100, cate: $cate, states: [0]) { records { id cate status payBack requirement { id } } } }',
      { cate },
      member,
    ),
  ).invitations;
  const found = page.records.find((i) => i.requirement.id === requirementId);
  expect(found, JSON.stringify(page)).toBeDefined();
  return found!;
}

const accept = async (member: Member, id: number) => ok(await gql('mutation H($id: Int!) { handleInvitation(id: $id, accept: true) { id status } }', { id }, member));

const FORM = 'form { yearlyTotalsWan projectSharePct marketValueWan competitionScore evidence comments }';
const ASSESSMENT = `invitationId requirement { id requirementNo title state } ${FORM} grade submitted submittedAt updatedAt payBack expiredAt editable`;
const READ = `query A($id: Int!) { marketAssessment(invitationId: $id) { ${ASSESSMENT} } }`;
const SAVE = `mutation S($id: Int!, $form: MarketAssessmentFormInput!) { saveMarketAssessment(invitationId: $id, form: $form) { ${ASSESSMENT} } }`;
const SUBMIT = `mutation U($id: Int!, $form: MarketAssessmentFormInput!) { submitMarketAssessment(invitationId: $id, form: $form) { ${ASSESSMENT} } }`;
const SUMMARY = `query M($no: String!) { marketAssessmentSummary(requirementNo: $no) {
  requirementNo assessments { assessor grade submittedAt ${FORM} }
  aggregate { count years { mean median min max } shareBp { mean median min max } marketValueWan { mean median min max } competitionScore { mean median min max } grades { A B C D } } } }`;

type Assessment = { invitationId: number; requirement: { id: number; requirementNo: string; state: string }; form: Record<string, unknown>; grade: string | null; submitted: boolean; payBack: number; expiredAt: number | null; editable: boolean };
type Summary = { requirementNo: string; assessments: Array<{ assessor: number; grade: string }>; aggregate: null | { count: number; years: Array<{ mean: number; median: number; min: number; max: number }>; shareBp: { mean: number }; competitionScore: { mean: number; min: number; max: number }; grades: Record<string, number> } };

const complete = (score: number, year1 = 100) => ({
  yearlyTotalsWan: [year1, 200, 300, 400, 500],
  projectSharePct: 12.5,
  marketValueWan: 800,
  competitionScore: score,
  evidence: 'Industry reports and three customer interviews',
  comments: '',
});

let publisher: Member;
let assessors: Member[];

beforeAll(async () => {
  publisher = await participant();
  assessors = [];
  for (let i = 0; i < 3; i += 1) {
    const assessor = await participant();
    ok(await gql('mutation J($input: JoinHallInput!) { joinHall(input: $input) { kinds } }', { input: { kinds: ['5'], industryIds: [1] } }, assessor));
    assessors.push(assessor);
  }
}, 60_000);

/** A requirement published, evaluated (quorum 2), paid personally and put into stage 2 by operations. */
async function inPreReview(): Promise<{ id: number; requirementNo: string }> {
  const draft = ok(
    await gql<{ saveRequirement: { id: number; requirementNo: string } }>(
      'mutation S($input: RequirementInput!) { saveRequirement(input: $input) { id requirementNo } }',
      {
        input: {
          title: `管网监测 assessment ${randomUUID().slice(0, 8)}`, industryId: 1, industrySubId: 102, categoryId: 1, durationDays: 90, budgetFen: 50_000_00,
          detailsHtml: '<p>Leak detection for gas networks</p>', keywords: ['gas'], institutions: '',
        },
      },
      publisher,
    ),
  ).saveRequirement;
  ok(await gql('mutation U($id: Int!) { submitRequirement(id: $id, agreed: true) { id } }', { id: draft.id }, publisher));
  ok(await gql('mutation A($id: Int!) { approveRequirement(id: $id) { id } }', { id: draft.id }, await ops()));
  for (const assessor of assessors.slice(0, 2)) {
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
  const started = ok(await gql<{ startPreReview: { state: string } }>('mutation P($id: Int!) { startPreReview(id: $id) { state } }', { id: draft.id }, await ops())).startPreReview;
  expect(started.state).toBe('preReview.marketAssessment');
  return draft;
}

describe('the detailed market assessment through the gateway', () => {
  it('reads, saves a draft, refuses malformed and incomplete forms with the services’ words, submits once; the summary and the quorum', async () => {
    const requirement = await inPreReview();
    const [a, b, c] = assessors;
    const invitation = await invitationOf(a, requirement.id, 6);
    expect(invitation).toMatchObject({ cate: 6, status: 0 });
    expect(invitation.payBack).toBeGreaterThan(0);

    // before accepting: the empty form, readable, not editable; saving is refused with its reason
    const before = ok(await gql<{ marketAssessment: Assessment }>(READ, { id: invitation.id }, a)).marketAssessment;
    expect(before).toMatchObject({
      invitationId: invitation.id,
      requirement: { id: requirement.id, requirementNo: requirement.requirementNo, state: 'preReview.marketAssessment' },
      form: { yearlyTotalsWan: [null, null, null, null, null], projectSharePct: null, marketValueWan: null, competitionScore: null, evidence: '', comments: '' },
      grade: null,
      submitted: false,
      editable: false,
      payBack: invitation.payBack,
      expiredAt: expect.any(Number),
    });
    expect(refusal(await gql(SAVE, { id: invitation.id, form: { yearlyTotalsWan: [], evidence: 'x', comments: '' } }, a))).toMatchObject({ code: 'SERVICE_ERROR', status: 400, reason: 'notAccepted' });
    await accept(a, invitation.id);

    // a partial draft: the fields left out of the input are empty
    const draft = ok(await gql<{ saveMarketAssessment: Assessment }>(SAVE, { id: invitation.id, form: { yearlyTotalsWan: [100], evidence: 'first notes', comments: '' } }, a)).saveMarketAssessment;
    expect(draft).toMatchObject({ editable: true, submitted: false, form: { yearlyTotalsWan: [100, null, null, null, null], projectSharePct: null, evidence: 'first notes' } });

    // malformed and incomplete forms: the form's own words, nothing changed
    expect(refusal(await gql(SAVE, { id: invitation.id, form: { yearlyTotalsWan: [100.5], evidence: '', comments: '' } }, a))).toMatchObject({
      message: 'Amounts must be whole numbers of 10k RMB from 0 to 100000000',
      status: 400,
    });
    expect(refusal(await gql(SUBMIT, { id: invitation.id, form: { ...complete(90), evidence: ' ' } }, a))).toMatchObject({ message: 'Enter the evidence', status: 400 });
    expect(ok(await gql<{ marketAssessment: Assessment }>(READ, { id: invitation.id }, a)).marketAssessment.form.evidence).toBe('first notes');
    // someone else's invitation is not found
    expect(refusal(await gql(READ, { id: invitation.id }, b))).toMatchObject({ status: 404 });

    const submitted = ok(await gql<{ submitMarketAssessment: Assessment }>(SUBMIT, { id: invitation.id, form: complete(90) }, a)).submitMarketAssessment;
    expect(submitted).toMatchObject({ submitted: true, editable: false, grade: 'A', form: complete(90) });
    expect(refusal(await gql(SUBMIT, { id: invitation.id, form: complete(70) }, a))).toMatchObject({ status: 400, reason: 'alreadySubmitted' });

    // the side-by-side summary: the publisher and the assessor who submitted; not an assessor who has not
    const seen = ok(await gql<{ marketAssessmentSummary: Summary }>(SUMMARY, { no: requirement.requirementNo }, publisher)).marketAssessmentSummary;
    expect(seen).toMatchObject({ requirementNo: requirement.requirementNo, assessments: [{ assessor: 1, grade: 'A' }], aggregate: { count: 1, shareBp: { mean: 1250 }, grades: { A: 1, B: 0, C: 0, D: 0 } } });
    expect(ok(await gql<{ marketAssessmentSummary: Summary }>(SUMMARY, { no: requirement.requirementNo }, a)).marketAssessmentSummary.assessments).toHaveLength(1);
    expect(refusal(await gql(SUMMARY, { no: requirement.requirementNo }, b))).toMatchObject({ status: 404 });

    // the second form reaches the quorum: the step closes and the requirement moves to project analysis
    const second = await invitationOf(b, requirement.id, 6);
    await accept(b, second.id);
    ok(await gql(SUBMIT, { id: second.id, form: complete(60, 140) }, b));
    const moved = ok(await gql<{ myRequirement: { state: string; mainStage: number; subStep: number } }>('query R($id: Int!) { myRequirement(id: $id) { state mainStage subStep } }', { id: requirement.id }, publisher)).myRequirement;
    expect(moved).toEqual({ state: 'preReview.analysis', mainStage: 2, subStep: 1 });
    const both = ok(await gql<{ marketAssessmentSummary: Summary }>(SUMMARY, { no: requirement.requirementNo }, publisher)).marketAssessmentSummary;
    expect(both.aggregate).toMatchObject({ count: 2, competitionScore: { mean: 75, min: 60, max: 90 }, grades: { A: 1, B: 0, C: 1, D: 0 } });
    expect(both.aggregate!.years[0]).toEqual({ mean: 120, median: 120, min: 100, max: 140 });
    // the third assessor's invitation timed out with the step: its form is closed
    const late = ok(await gql<{ invitations: { records: Invitation[] } }>('{ invitations(pageNum: 1, pageSize: 100, cate: 6) { records { id status requirement { id } } } }', {}, c)).invitations.records.find(
      (i) => i.requirement.id === requirement.id,
    )!;
    expect(late.status).toBe(3);
    expect(ok(await gql<{ marketAssessment: Assessment }>(READ, { id: late.id }, c)).marketAssessment).toMatchObject({ editable: false, submitted: false });
  });

  it('answers without a token with 401 and a summary of an unknown requirement with 404', async () => {
    expect(refusal(await gql(SUMMARY, { no: 'RQ-NONE' }))).toMatchObject({ status: 401 });
    expect(refusal(await gql(SUMMARY, { no: 'RQ-NONE' }, publisher))).toMatchObject({ status: 404 });
  });
});
