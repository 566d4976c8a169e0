/**
 * The industry expert fields of schema.graphql (section "industry expert status") through the gateway in-process
 * (`yoga.fetch`) before the real services over PGlite (`startStack`): a member uploads a credential (signature from
 * the gateway, the form to the store), saves and submits, operations see the queue and the detail (credentials with
 * signed URLs, history, the workflow's buttons), reject with a reason, the member edits and resubmits, operations
 * approve and the member is an expert. REST refusals keep their code (and reason) in `extensions`; a member may not
 * use the operations fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../services/lib/passwords';
import { createUsersRepository } from '../../services/member';
import { startStack, type GraphQLAnswer, type RunningStack } from './gateway-harness';

let stack: RunningStack;

beforeAll(async () => {
  stack = await startStack();
}, 60_000);

afterAll(async () => {
  await stack?.stop();
});

const PASSWORD = 'Aa1!good';
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;
type Caller = { token: string; ip: string };

async function gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, caller: Caller): Promise<GraphQLAnswer<T>> {
  return stack.graphql<T>(query, { variables, headers: { 'accept-language': 'en', authorization: `Bearer ${caller.token}` }, clientIp: caller.ip });
}

function ok<T>(answer: GraphQLAnswer<T>): T {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!;
}

function refusal(answer: GraphQLAnswer<unknown>): Record<string, unknown> & { message: string } {
  expect(answer.errors, JSON.stringify(answer)).toHaveLength(1);
  return { message: answer.errors![0].message, ...answer.errors![0].extensions };
}

async function signin(identifier: string, password: string, ip: string): Promise<Caller> {
  const answer = await stack.graphql<{ signin: { idToken: string } }>('mutation In($i: String!, $p: String!) { signin(identifier: $i, password: $p) { idToken } }', {
    variables: { i: identifier, p: password },
    clientIp: ip,
  });
  return { token: ok(answer).signin.idToken, ip };
}

let memberCounter = 0;
async function member(): Promise<Caller & { id: number }> {
  memberCounter += 1;
  const phone = `86-137${String(Date.now() % 1e4).padStart(4, '0')}${String(memberCounter).padStart(4, '0')}`;
  const user = await createUsersRepository(stack.db).create({ phone, passwordHash: await hashPassword(PASSWORD), localization: 'en', roles: ['member'], now: new Date() });
  return { id: user!.id, ...(await signin(phone, PASSWORD, nextIp())) };
}

async function upload(caller: Caller, fileName: string): Promise<string> {
  const { uploadPolicy } = ok(
    await gql<{ uploadPolicy: { host: string; key: string; fields: Array<{ name: string; value: string }> } }>(
      'query P($f: String!) { uploadPolicy(fileName: $f) { host key fields { name value } } }',
      { f: fileName },
      caller,
    ),
  );
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
  const form = new FormData();
  for (const field of uploadPolicy.fields) form.append(field.name, field.value);
  form.append('Content-Type', 'image/png');
  form.append('name', fileName);
  form.append('file', new Blob([png], { type: 'image/png' }), fileName);
  const uploaded = (await (await fetch(stack.servicesUrl + new URL(uploadPolicy.host, 'http://x').pathname, { method: 'POST', body: form })).json()) as { code: number };
  expect(uploaded.code).toBe(200);
  return uploadPolicy.key;
}

const FIELDS = `id status expert fieldIds fields { id name cnName } credentials { key url } introduction reason submissions submittedAt decidedAt
  workflow { entityType state availableEvents history { event } }`;
const MINE = `{ myExpertApplication { ${FIELDS} } }`;
const SAVE = `mutation S($input: ExpertApplicationInput!) { saveExpertApplication(input: $input) { ${FIELDS} } }`;
const SUBMIT = `mutation S($input: ExpertApplicationInput!) { submitExpertApplication(input: $input) { ${FIELDS} } }`;
const OPS_FIELDS = `${FIELDS} userId account nickname history { event from to actorRole actorId reason at }`;

type Application = {
  id: number | null;
  status: string;
  expert: boolean;
  fieldIds: number[];
  credentials: Array<{ key: string; url: string | null }>;
  reason: string | null;
  submissions: number;
  workflow: { entityType: string; state: string; availableEvents: string[]; history: Array<{ event: string }> } | null;
  userId?: number;
  history?: Array<{ event: string; actorRole: string; reason: string | null }>;
};

describe('industry expert status through the gateway', () => {
  it('apply, reject with a reason, edit, reapply, approve', async () => {
    const a = await member();
    const staff = await signin('ops@portal.local', 'Ops@2026x', nextIp());
    expect(ok(await gql<{ myExpertApplication: Application }>(MINE, {}, a)).myExpertApplication).toMatchObject({ id: null, status: 'draft', expert: false, workflow: null });

    const credential = await upload(a, 'certificate.png');
    const input = { fieldIds: [1, 102], credentials: [credential], introduction: 'Twenty years of machine vision research in steel plants.' };
    const draft = ok(await gql<{ saveExpertApplication: Application }>(SAVE, { input: { ...input, introduction: 'short' } }, a)).saveExpertApplication;
    expect(draft).toMatchObject({ status: 'draft', workflow: { entityType: 'expert_application', state: 'draft', availableEvents: ['application.save', 'application.submit'] } });

    // a refused submission keeps the REST code and the rule's message
    const short = refusal(await gql(SUBMIT, { input: { ...input, introduction: 'short' } }, a));
    expect(short).toMatchObject({ status: 400, message: 'The expert introduction must have 20 to 2000 characters' });

    const submitted = ok(await gql<{ submitExpertApplication: Application }>(SUBMIT, { input }, a)).submitExpertApplication;
    expect(submitted).toMatchObject({ status: 'submitted', submissions: 1, workflow: { availableEvents: ['application.withdraw'] } });
    expect(refusal(await gql(SUBMIT, { input }, a))).toMatchObject({ status: 400, reason: 'eventRefused' });

    // a member may not use the operations fields
    expect(refusal(await gql('{ expertApplications { total_record } }', {}, a))).toMatchObject({ status: 403 });
    expect(refusal(await gql('mutation { approveExpertApplication(id: 1) { id } }', {}, a))).toMatchObject({ status: 403 });

    const queue = ok(
      await gql<{ expertApplications: { records: Application[]; total_record: number } }>(
        'query Q($s: ExpertApplicationStatus) { expertApplications(status: $s, pageSize: 50) { total_record records { id userId status } } }',
        { s: 'submitted' },
        staff,
      ),
    ).expertApplications;
    expect(queue.records).toContainEqual({ id: submitted.id, userId: a.id, status: 'submitted' });
    const detail = ok(await gql<{ expertApplication: Application }>(`query D($id: Int!) { expertApplication(id: $id) { ${OPS_FIELDS} } }`, { id: submitted.id }, staff)).expertApplication;
    expect(detail.credentials[0].url).toEqual(expect.any(String));
    expect([...detail.workflow!.availableEvents].sort()).toEqual(['review.approve', 'review.reject']);

    const rejected = ok(
      await gql<{ rejectExpertApplication: Application }>(
        `mutation R($id: Int!, $r: String!) { rejectExpertApplication(id: $id, reason: $r) { ${OPS_FIELDS} } }`,
        { id: submitted.id, r: 'The certificate is unreadable' },
        staff,
      ),
    ).rejectExpertApplication;
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'The certificate is unreadable', workflow: { availableEvents: [] } });
    expect(ok(await gql<{ myExpertApplication: Application }>(MINE, {}, a)).myExpertApplication).toMatchObject({
      status: 'rejected',
      reason: 'The certificate is unreadable',
      workflow: { availableEvents: ['application.edit'] },
    });

    const editing = ok(await gql<{ editExpertApplication: Application }>(`mutation { editExpertApplication { ${FIELDS} } }`, {}, a)).editExpertApplication;
    expect(editing).toMatchObject({ status: 'draft', reason: 'The certificate is unreadable', fieldIds: [1, 102] });
    const again = ok(await gql<{ submitExpertApplication: Application }>(SUBMIT, { input: { ...input, credentials: [await upload(a, 'better.png')] } }, a)).submitExpertApplication;
    expect(again).toMatchObject({ status: 'submitted', submissions: 2, reason: null });

    const approved = ok(
      await gql<{ approveExpertApplication: Application }>(`mutation A($id: Int!) { approveExpertApplication(id: $id) { ${OPS_FIELDS} } }`, { id: submitted.id }, staff),
    ).approveExpertApplication;
    expect(approved).toMatchObject({ status: 'approved', expert: true });
    expect(approved.history!.map((h) => h.event)).toEqual([
      'entity.create',
      'application.save',
      'application.submit',
      'review.reject',
      'application.edit',
      'application.submit',
      'review.approve',
    ]);
    expect(ok(await gql<{ myExpertApplication: Application }>(MINE, {}, a)).myExpertApplication).toMatchObject({ status: 'approved', expert: true, workflow: { state: 'approved' } });
  });

  it("never answers another member's application; withdraw without one is a 404", async () => {
    const a = await member();
    const b = await member();
    const input = { fieldIds: [2], credentials: [await upload(a, 'a.png')], introduction: 'Two decades of collaborative robot assembly lines.' };
    const mine = ok(await gql<{ submitExpertApplication: Application }>(SUBMIT, { input }, a)).submitExpertApplication;
    expect(refusal(await gql('query W($id: String!) { workflow(entityType: "expert_application", entityId: $id) { state } }', { id: String(mine.id) }, b))).toMatchObject({ status: 404 });
    expect(refusal(await gql('mutation { withdrawExpertApplication { id } }', {}, b))).toMatchObject({ status: 404 });
    expect(refusal(await gql(SUBMIT, { input: { ...input, introduction: 'Someone else’s certificate, twenty chars.' } }, b))).toMatchObject({ status: 403 });
    expect(ok(await gql<{ myExpertApplication: Application }>(MINE, {}, b)).myExpertApplication).toMatchObject({ id: null });
    expect(ok(await gql<{ withdrawExpertApplication: Application }>(`mutation { withdrawExpertApplication { ${FIELDS} } }`, {}, a)).withdrawExpertApplication).toMatchObject({
      status: 'draft',
    });
  });
});
