/**
 * Demo data for the hall on a development start (`npm start`; never in production). The people are created
 * directly (a verified real name, a profile, hall membership, coins through real ledger transfers, a transaction
 * password), and then everything about requirements happens through the services' own routes, as the app would
 * do it: publish, operations approve, assessors accept and evaluate, the fee is paid or crowdfunded. So every demo
 * requirement has its real history, chart, invitations, evaluations and money. Runs once: when the demo publisher
 * exists, nothing is added.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServicesContext } from '../context';
import { hallMembers, memberProfiles, realNameApplications, users } from '../db/schema';
import { SYSTEM_ACTOR } from '../lib/entity-store';
import { hashPassword } from '../lib/passwords';
import { createUsersRepository } from '../member';
import { memberAccounts, platformAccount, transfer } from '../wallet';
import type { RequirementEvent } from '../../machines/requirement/requirement.machine';
import { requirements } from '../db/schema';
import { requirementStore } from './stores';

export const DEMO_PASSWORD = 'Demo@2026';
/** The demo people's transaction password. */
export const DEMO_PAY_PASSWORD = '246810';
const OPERATIONS = { identifier: 'ops@portal.local', password: 'Ops@2026x' };

/** The demo people besides the accounts of services/db/seed (password DEMO_PASSWORD). */
export const DEMO_PARTICIPANTS = [
  { key: 'publisher', email: 'publisher@portal.local', nickname: '创新工坊', kinds: [] as string[], fields: [1, 102], coinsFen: 500_000_00, expert: null },
  { key: 'assessor1', email: 'assessor1@portal.local', nickname: '市场研究员', kinds: ['5'], fields: [1, 102], coinsFen: 0, expert: 'approved' },
  { key: 'assessor2', email: 'assessor2@portal.local', nickname: '行业观察', kinds: ['5'], fields: [1, 2], coinsFen: 0, expert: 'submitted' },
  { key: 'assessor3', email: 'assessor3@portal.local', nickname: '投资分析', kinds: ['5', '1'], fields: [1], coinsFen: 50_000_00, expert: null },
  { key: 'funder1', email: 'funder1@portal.local', nickname: '天使投资', kinds: ['1'], fields: [1, 2], coinsFen: 100_000_00, expert: 'approved' },
  { key: 'funder2', email: 'funder2@portal.local', nickname: '产业基金', kinds: ['1'], fields: [2, 5], coinsFen: 100_000_00, expert: null },
  // solution providers (participant kind 4): invited to analyse (kind 3) and to solve (kind 5) in stage 2
  { key: 'provider1', email: 'provider1@portal.local', nickname: '智感科技', kinds: ['4'], fields: [1, 102], coinsFen: 0, expert: null },
  { key: 'provider2', email: 'provider2@portal.local', nickname: '管网实验室', kinds: ['4'], fields: [1, 2], coinsFen: 0, expert: null },
] as const;

/** The demo experts' introductions (issue 12): who later stage-2 demos invite to kinds 4 and 7. */
const EXPERT_INTRODUCTIONS: Record<string, string> = {
  assessor1: '从事工业视觉检测与智能制造研究十五年，主持多项省级科技项目。Fifteen years of research on industrial vision inspection and smart manufacturing.',
  assessor2: '长期跟踪新能源与先进材料产业，参与多项行业标准制定。Follows new energy and advanced materials; contributed to several industry standards.',
  funder1: '科技成果转化与早期投资评审专家，关注人工智能与机器人方向。Technology transfer and early-stage investment reviewer, focused on AI and robotics.',
};

/** A 1x1 PNG: the demo credential (an image by content, as every upload must be). */
const DEMO_CREDENTIAL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

type Content = { title: string; industryId: number; industrySubId: number; categoryId: number; durationDays: number; budgetFen: number; detailsHtml: string; keywords: string[] };

const CONTENT: Content[] = [
  {
    title: '钢卷表面缺陷视觉检测 / Visual inspection of steel coil surface defects',
    industryId: 1, industrySubId: 102, categoryId: 1, durationDays: 120, budgetFen: 80_000_00,
    detailsHtml: '<p>需要一套在线视觉系统，识别划痕、氧化皮和孔洞，检出率不低于 99%。</p><p>An inline vision system that finds scratches, scale and holes with at least 99% recall.</p>',
    keywords: ['机器视觉', 'machine vision'],
  },
  {
    title: '协作机器人柔性装配 / Flexible assembly with collaborative robots',
    industryId: 2, industrySubId: 201, categoryId: 2, durationDays: 180, budgetFen: 150_000_00,
    detailsHtml: '<p>小批量多品种电子装配线改造，换型时间低于 10 分钟。</p><p>Rework a high-mix, low-volume electronics line so that a changeover takes under 10 minutes.</p>',
    keywords: ['协作机器人', 'cobot'],
  },
  {
    title: '固态电池电解质配方优化 / Solid-state battery electrolyte formulation',
    industryId: 1, industrySubId: 105, categoryId: 1, durationDays: 240, budgetFen: 200_000_00,
    detailsHtml: '<p>基于实验数据与机器学习筛选电解质配方，提高室温离子电导率。</p><p>Screen electrolyte formulations with experiments and machine learning to raise room-temperature ionic conductivity.</p>',
    keywords: ['电池', 'battery'],
  },
  {
    title: '医院药品智能配送 / Smart drug delivery inside hospitals',
    industryId: 1, industrySubId: 101, categoryId: 3, durationDays: 90, budgetFen: 30_000_00,
    detailsHtml: '<p>病区之间的药品自动配送与追溯系统。</p><p>Automated delivery and tracing of drugs between wards.</p>',
    keywords: ['物流', 'logistics'],
  },
  {
    title: '农田土壤墒情物联网监测 / IoT soil moisture monitoring for farmland',
    industryId: 1, industrySubId: 103, categoryId: 2, durationDays: 60, budgetFen: 20_000_00,
    detailsHtml: '<p>低功耗传感网络，覆盖 5000 亩农田，数据接入云平台。</p><p>A low-power sensor network over 330 hectares of farmland feeding a cloud platform.</p>',
    keywords: ['物联网', 'IoT'],
  },
  {
    title: '工业设备预测性维护 / Predictive maintenance for industrial equipment',
    industryId: 2, industrySubId: 204, categoryId: 1, durationDays: 150, budgetFen: 60_000_00,
    detailsHtml: '<p>振动与温度数据建模，提前一周预测轴承故障。</p><p>Model vibration and temperature data to predict bearing failures a week ahead.</p>',
    keywords: ['预测性维护', 'maintenance'],
  },
  {
    title: '城市燃气管网泄漏智能监测 / Leak detection for urban gas networks',
    industryId: 1, industrySubId: 102, categoryId: 1, durationDays: 180, budgetFen: 120_000_00,
    detailsHtml: '<p>融合声学传感与图像识别，实时发现中低压燃气管网的微小泄漏。</p><p>Combine acoustic sensing and image recognition to find small leaks in low- and medium-pressure gas networks in real time.</p>',
    keywords: ['燃气', 'gas network'],
  },
  {
    title: '隧道衬砌病害智能识别 / Defect recognition on tunnel linings',
    industryId: 1, industrySubId: 102, categoryId: 1, durationDays: 150, budgetFen: 100_000_00,
    detailsHtml: '<p>检测车激光扫描与图像识别衬砌裂缝、渗水和剥落。</p><p>An inspection car scans tunnel linings with lasers and cameras to find cracks, seepage and spalling.</p>',
    keywords: ['隧道', 'tunnel'],
  },
];

/** One requirement at each later pre-review step (stage 2), by the state it is left in. */
const PRE_REVIEW_CONTENT: Array<[string, Content]> = [
  ['preReview.analysis', {
    title: '港口集装箱智能理货 / Smart container tallying at ports',
    industryId: 1, industrySubId: 101, categoryId: 2, durationDays: 120, budgetFen: 50_000_00,
    detailsHtml: '<p>岸桥摄像头识别箱号与箱损，理货差错率低于 0.1%。</p><p>Quay-crane cameras read container numbers and damage; tally errors under 0.1%.</p>',
    keywords: ['理货', 'tallying'],
  }],
  ['preReview.breakdownExpired', {
    title: '光伏组件热斑巡检无人机 / Drone inspection of PV hot spots',
    industryId: 1, industrySubId: 105, categoryId: 1, durationDays: 90, budgetFen: 40_000_00,
    detailsHtml: '<p>无人机搭载红外相机，自动识别光伏组件热斑并定位。</p><p>Drones with infrared cameras find and locate hot spots on PV modules.</p>',
    keywords: ['光伏', 'photovoltaic'],
  }],
  ['preReview.analysisReview', {
    title: '冷链物流温控追溯 / Temperature tracing for cold-chain logistics',
    industryId: 1, industrySubId: 101, categoryId: 3, durationDays: 150, budgetFen: 60_000_00,
    detailsHtml: '<p>冷链全程温度采集与区块链存证，异常自动告警。</p><p>End-to-end temperature logging with tamper-evident records and automatic alerts.</p>',
    keywords: ['冷链', 'cold chain'],
  }],
  ['preReview.noPlanSelected', {
    title: '污水处理曝气节能控制 / Energy-saving aeration control for wastewater plants',
    industryId: 2, industrySubId: 204, categoryId: 1, durationDays: 200, budgetFen: 70_000_00,
    detailsHtml: '<p>基于溶解氧预测的曝气量优化，能耗降低 15%。</p><p>Optimize aeration from dissolved-oxygen forecasts to cut energy use by 15%.</p>',
    keywords: ['污水', 'wastewater'],
  }],
  ['preReview.solicitation', {
    title: '高铁接触网缺陷识别 / Defect recognition on railway catenary',
    industryId: 1, industrySubId: 102, categoryId: 1, durationDays: 180, budgetFen: 90_000_00,
    detailsHtml: '<p>巡检车图像识别接触网零部件松脱、缺失与异物。</p><p>Inspection-car images reveal loose or missing catenary parts and foreign objects.</p>',
    keywords: ['接触网', 'catenary'],
  }],
  ['preReview.expertReview', {
    title: '粮仓储粮害虫监测 / Pest monitoring in grain depots',
    industryId: 1, industrySubId: 103, categoryId: 2, durationDays: 120, budgetFen: 50_000_00,
    detailsHtml: '<p>诱捕器图像与温湿度联合判断害虫密度。</p><p>Trap images and temperature and humidity together estimate pest density.</p>',
    keywords: ['粮仓', 'grain depot'],
  }],
  ['preReview.complete', {
    title: '风电叶片裂纹声学检测 / Acoustic crack detection on wind turbine blades',
    industryId: 2, industrySubId: 204, categoryId: 1, durationDays: 240, budgetFen: 100_000_00,
    detailsHtml: '<p>塔筒声学阵列在线监测叶片裂纹的早期信号。</p><p>An acoustic array on the tower listens for the early signs of blade cracks.</p>',
    keywords: ['风电', 'wind power'],
  }],
];

/** The demo analyst's sub-topic (breakdown plan, kind 3): complete, so the plan can be submitted. */
const DEMO_SUB_TOPIC = {
  title: '感知与识别算法 / Sensing and recognition',
  categoryId: 1,
  keywords: ['算法', 'algorithm'],
  researchContent: '传感器选型、数据采集与识别模型训练。Sensor choice, data collection and training of the recognition model.',
  expectedResults: '现场样机与识别准确率报告。A field prototype and a report of its accuracy.',
  metrics: [{ name: '识别准确率 / accuracy', target: '≥ 95%' }],
  technicalBasis: '团队已有同类项目的数据集与模型。The team has data sets and models from similar projects.',
  integration: false,
};

/** A second analyst's sub-topic (provider2), so the all-people review of the demo has two plans to choose between. */
const DEMO_SUB_TOPIC_2 = {
  ...DEMO_SUB_TOPIC,
  title: '数据平台与告警 / Data platform and alerts',
  researchContent: '数据接入、存证与异常告警规则。Data intake, tamper-evident records and alert rules.',
  expectedResults: '可运行的平台与告警演示。A running platform and an alert demonstration.',
};

/** The demo provider's solution (kind 5), its four steps. */
const DEMO_SOLUTION_STEPS = {
  1: { approach: { summary: '多源感知融合 / Multi-source sensing', approach: '声学与图像数据融合，边缘端实时识别。Acoustic and image data fused, recognised at the edge in real time.' } },
  2: { detail: { detailHtml: '<p>传感器布设、信号处理与模型部署方案。</p><p>Sensor layout, signal processing and model deployment.</p>', attachments: [] } },
  3: { team: { members: [{ name: '李伟 / Li Wei', role: '负责人 / Lead', expertise: '信号处理 / Signal processing' }] } },
  4: { plan: { costFen: 30_000_00, durationDays: 120, milestones: [{ title: '样机 / Prototype', day: 60, deliverable: '一处试点 / One pilot site' }, { title: '推广 / Roll-out', day: 120, deliverable: '全部站点 / Every site' }] } },
} as const;

/** The demo experts' scores: the analysis review's scorecard and the expert review's (whole numbers 0-10). */
const planScores = (n: number) => ({ coverage: n, feasibility: n, clarity: n, metrics: n });
const solutionScores = (n: number) => ({ approach: n, innovation: n, team: n, cost: n, risk: n });

/** The demo's detailed market assessment (stage 2, kind 6): complete, grade B. */
const DEMO_ASSESSMENT = {
  yearlyTotalsWan: [18_000, 21_500, 25_000, 29_000, 33_500],
  projectSharePct: 6.5,
  marketValueWan: 9_800,
  competitionScore: 78,
  evidence: '住建部城镇燃气统计年鉴与三家燃气公司的访谈：管网总长年增约8%，智能监测渗透率低于15%。\nHousing ministry gas statistics and interviews with three gas utilities: the network grows about 8% a year; smart monitoring covers under 15% of it.',
  comments: '竞争者多为传统巡检服务商。 / Competitors are mostly traditional inspection contractors.',
};

/** Coins for a demo person: a recharge into the CNY wallet and an exchange into coins, both real ledger transfers. */
async function fund(ctx: Pick<ServicesContext, 'db'>, userId: number, amountFen: number, at: Date): Promise<void> {
  if (amountFen <= 0) return;
  await ctx.db.transaction(async (tx) => {
    const member = await memberAccounts(tx, userId);
    const bank = await platformAccount(tx, 'platform_bank_clearing');
    const reserve = await platformAccount(tx, 'platform_coin_reserve');
    const issuance = await platformAccount(tx, 'platform_coin_issuance');
    const base = { referenceType: 'demo', referenceId: userId, createdBy: null, at };
    await transfer(tx, { ...base, key: `demo:${userId}:recharge`, type: 'recharge', postings: [{ accountId: bank, amountFen: -amountFen }, { accountId: member.cny, amountFen }] });
    await transfer(tx, {
      ...base,
      key: `demo:${userId}:exchange`,
      type: 'exchange',
      postings: [
        { accountId: member.cny, amountFen: -amountFen },
        { accountId: reserve, amountFen },
        { accountId: issuance, amountFen: -amountFen },
        { accountId: member.coin, amountFen },
      ],
    });
  });
}

type Envelope<T> = { code: number; msg: string; data: T };

/** One signed-in person talking to the services app in-process, as the gateway would. */
async function session(app: FastifyInstance, identifier: string, password: string) {
  const call = async <T>(method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method, url, payload: payload as never, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
    const body = JSON.parse(res.body) as Envelope<T>;
    if (body.code !== 200) throw new Error(`demo data: ${method} ${url} answered ${body.code} ${body.msg}`);
    return body.data;
  };
  const tokens = await call<{ idToken: string }>('POST', '/member/v2/signin', null, { identifier, password });
  return {
    get: <T>(url: string) => call<T>('GET', url, tokens.idToken),
    post: <T>(url: string, payload?: unknown, headers?: Record<string, string>) => call<T>('POST', url, tokens.idToken, payload, headers),
    /** Uploads an image as the browser does (signed form, then the storage host); answers its object key. */
    async upload(fileName: string, bytes: Buffer): Promise<string> {
      const policy = await call<{ host: string; key: string; fields: Record<string, string> }>('GET', `/common/v2/oss/signature?fileName=${encodeURIComponent(fileName)}`, tokens.idToken);
      const form = new FormData();
      for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
      form.append('Content-Type', 'image/png');
      form.append('name', fileName);
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), fileName);
      const request = new Request(new URL(policy.host, 'http://services.local'), { method: 'POST', body: form });
      const payload = Buffer.from(await request.arrayBuffer());
      const headers = { 'content-type': request.headers.get('content-type') ?? '' };
      // the embedded store answers on the services' own origin (a root-relative host); an S3 host over the network
      const res = policy.host.startsWith('/')
        ? await app.inject({ method: 'POST', url: policy.host, payload, headers })
        : await fetch(policy.host, { method: 'POST', body: payload, headers });
      const status = 'statusCode' in res ? res.statusCode : res.status;
      if (status >= 300) throw new Error(`demo data: upload of ${fileName} answered ${status}`);
      return policy.key;
    },
  };
}

type Requirement = { id: number; requirementNo: string; state: string; feeFen: number; campaignId: number | null };
type InvitationPage = { records: Array<{ id: number; cate: number; requirement: { id: number } }> };

export async function seedDemoRequirements(ctx: ServicesContext, app: FastifyInstance, demoMemberEmail = 'demo@portal.local'): Promise<void> {
  const usersRepo = createUsersRepository(ctx.db);
  if (await usersRepo.findByIdentifier({ kind: 'email', email: DEMO_PARTICIPANTS[0].email })) return;
  const at = new Date(ctx.clock.now());
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const payHash = await hashPassword(DEMO_PAY_PASSWORD);
  for (const person of DEMO_PARTICIPANTS) {
    const user = await usersRepo.create({ primaryEmail: person.email, passwordHash, localization: 'zh', roles: ['member'], now: at });
    if (!user) return; // another instance is seeding at this moment
    await ctx.db.update(users).set({ nickname: person.nickname, transactionPasswordHash: payHash, transactionPasswordModifiedAt: at }).where(eq(users.id, user.id));
    await ctx.db.insert(memberProfiles).values({ userId: user.id, fieldsOfInterest: [...person.fields], updatedAt: at });
    await ctx.db.insert(realNameApplications).values({
      userId: user.id, stateValue: 'verified', context: {}, status: 'verified', version: 1, subjectType: 'person', identityKey: `demo:${person.key}`, realName: person.nickname, createdAt: at,
    });
    for (const kind of person.kinds) await ctx.db.insert(hallMembers).values({ userId: user.id, kind, industryIds: [...person.fields], joinedAt: at });
    await fund(ctx, user.id, person.coinsFen, at);
  }
  // the demo member (not verified) is asked to evaluate too: the invite dialog and the real-name gate have something to show
  const demoMember = await usersRepo.findByIdentifier({ kind: 'email', email: demoMemberEmail });
  if (demoMember) await ctx.db.insert(hallMembers).values({ userId: demoMember.id, kind: '5', industryIds: [1, 2], joinedAt: at }).onConflictDoNothing();

  const publisher = await session(app, DEMO_PARTICIPANTS[0].email, DEMO_PASSWORD);
  const ops = await session(app, OPERATIONS.identifier, OPERATIONS.password);
  const assessors = await Promise.all(DEMO_PARTICIPANTS.filter((p) => p.key.startsWith('assessor')).map((p) => session(app, p.email, DEMO_PASSWORD)));
  const funders = await Promise.all(DEMO_PARTICIPANTS.filter((p) => p.key.startsWith('funder')).map((p) => session(app, p.email, DEMO_PASSWORD)));

  async function publish(content: Content, submit = true): Promise<Requirement> {
    const draft = await publisher.post<Requirement>('/requ/v1/owner/modify', { ...content, institutions: '' });
    return submit ? publisher.post<Requirement>('/requ/v1/owner/submit', { id: draft.id, agreed: true }) : draft;
  }
  /** The assessor's pending invitation of one kind to a requirement (inviting runs after the step's commit). */
  async function invitationOf(assessor: (typeof assessors)[number], requirement: Requirement, cate: number) {
    const page = await assessor.post<InvitationPage>('/requ/v1/invitation/pages', { pageNum: 1, pageSize: 100, cate, states: [0] });
    return page.records.find((r) => r.requirement.id === requirement.id);
  }
  async function evaluate(requirement: Requirement, sizes: string[]) {
    for (const [i, marketSize] of sizes.entries()) {
      const page = await assessors[i].post<InvitationPage>('/requ/v1/invitation/pages', { pageNum: 1, pageSize: 100, cate: 1, states: [0] });
      const invite = page.records.find((r) => r.requirement.id === requirement.id);
      if (!invite) continue;
      await assessors[i].post('/requ/v1/invitation/handle', { id: invite.id, accept: true });
      await assessors[i].post('/requ/v1/market/evaluate/submit', { id: invite.id, marketSize });
    }
  }
  const key = () => ({ 'idempotency-key': randomUUID() });

  // industry experts (issue 12): two approved (candidates of kinds 4 and 7), one waiting in the operations queue
  for (const person of DEMO_PARTICIPANTS) {
    if (!person.expert) continue;
    const expert = await session(app, person.email, DEMO_PASSWORD);
    const credential = await expert.upload(`${person.key}-certificate.png`, DEMO_CREDENTIAL);
    const application = await expert.post<{ id: number }>('/member/v2/expert/submit', { fieldIds: [...person.fields], credentials: [credential], introduction: EXPERT_INTRODUCTIONS[person.key] });
    if (person.expert === 'approved') await ops.post(`/ops/v1/expert/${application.id}/approve`, {});
  }

  await publish(CONTENT[5], false); // a draft
  await publish(CONTENT[4]); // waiting for operations

  const evaluating = await publish(CONTENT[0]); // evaluating: one answer in, the others invited
  await ops.post(`/ops/v1/requirements/${evaluating.id}/approve`);
  await evaluate(evaluating, ['100-500']);

  const quorum = ctx.config.requirements.evaluationQuorum;
  const sizes = ['100-500', '500-1000', '100-500', '50-100', '1000+'];
  const feeDue = await publish(CONTENT[3]); // the fee is due
  await ops.post(`/ops/v1/requirements/${feeDue.id}/approve`);
  await evaluate(feeDue, sizes.slice(0, quorum));

  const paid = await publish(CONTENT[2]); // paid personally: waiting for pre-review
  await ops.post(`/ops/v1/requirements/${paid.id}/approve`);
  await evaluate(paid, sizes.slice(1, 1 + quorum));
  const quote = await publisher.get<{ minFeeFen: number }>(`/requ/v1/fee/quote/${paid.id}`);
  await publisher.post('/requ/v1/fee/pay', { id: paid.id, amountFen: quote.minFeeFen, transactionPassword: DEMO_PAY_PASSWORD }, key());
  // a second one paid and waiting for pre-review: tests/e2e/pre-review-walk.spec.ts starts one in each language
  const paidToo = await publish(CONTENT[7]);
  await ops.post(`/ops/v1/requirements/${paidToo.id}/approve`);
  await evaluate(paidToo, sizes.slice(0, quorum));
  const quoteToo = await publisher.get<{ minFeeFen: number }>(`/requ/v1/fee/quote/${paidToo.id}`);
  await publisher.post('/requ/v1/fee/pay', { id: paidToo.id, amountFen: quoteToo.minFeeFen, transactionPassword: DEMO_PAY_PASSWORD }, key());

  // pre-review, the detailed market assessment (stage 2, step -1): one assessor submitted, another has a draft
  const assessing = await publish(CONTENT[6]);
  await ops.post(`/ops/v1/requirements/${assessing.id}/approve`);
  await evaluate(assessing, sizes.slice(0, quorum));
  const assessingQuote = await publisher.get<{ minFeeFen: number }>(`/requ/v1/fee/quote/${assessing.id}`);
  await publisher.post('/requ/v1/fee/pay', { id: assessing.id, amountFen: assessingQuote.minFeeFen, transactionPassword: DEMO_PAY_PASSWORD }, key());
  await ops.post(`/ops/v1/requirements/${assessing.id}/start-pre-review`, {});
  // assessor3 submits (when one form does not reach the quorum, the step stays open to show it); assessor1 accepted and saved a draft
  const submitting = await invitationOf(assessors[2], assessing, 6);
  if (submitting && ctx.config.requirements.evaluationQuorum > 1) {
    await assessors[2].post('/requ/v1/invitation/handle', { id: submitting.id, accept: true });
    await assessors[2].post('/requ/v1/market/assessment/submit', { id: submitting.id, form: DEMO_ASSESSMENT });
  }
  const drafting = await invitationOf(assessors[0], assessing, 6);
  if (drafting) {
    await assessors[0].post('/requ/v1/invitation/handle', { id: drafting.id, accept: true });
    await assessors[0].post('/requ/v1/market/assessment/save', {
      id: drafting.id,
      form: { yearlyTotalsWan: [15_000, null, null, null, null], projectSharePct: null, marketValueWan: null, competitionScore: null, evidence: '', comments: '' },
    });
  }

  const crowd = await publish(CONTENT[1]); // crowdfunding in progress, one contribution in
  await ops.post(`/ops/v1/requirements/${crowd.id}/approve`);
  await evaluate(crowd, sizes.slice(2, 2 + quorum));
  const crowdQuote = await publisher.get<{ minFeeFen: number }>(`/requ/v1/fee/quote/${crowd.id}`);
  const today = new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  const campaign = await publisher.post<{ id: number }>('/requ/v1/crowdfunding/apply', { id: crowd.id, amountFen: crowdQuote.minFeeFen, returnRatioBp: 1500, applicationDate: today });
  await ops.post(`/ops/v1/crowdfunding/${campaign.id}/approve`);
  await funders[0].post('/requ/v1/crowdfunding/contribute', { campaignId: campaign.id, amountFen: Math.floor(crowdQuote.minFeeFen / 3), transactionPassword: DEMO_PAY_PASSWORD }, key());


  await seedPreReviewSteps();

  /**
   * Stage 2 (issue 12): one requirement left at each later pre-review step. Everything people do goes through the
   * routes (publish, approve, evaluate, pay, start the pre-review, accept, draft, submit, score); a step's window
   * (days long) ends by the engine's own system event `timer.expired`, as the deadline scheduler would send it.
   */
  async function seedPreReviewSteps() {
    const providers = await Promise.all(DEMO_PARTICIPANTS.filter((p) => p.key.startsWith('provider')).map((p) => session(app, p.email, DEMO_PASSWORD)));
    const experts = [assessors[0], funders[0]]; // the approved experts (assessor1, funder1)
    const store = requirementStore(ctx);
    const stateOf = async (r: Requirement) => (await ctx.db.select({ status: requirements.status }).from(requirements).where(eq(requirements.id, r.id)))[0]!.status;
    const system = (r: Requirement, event: RequirementEvent) =>
      store.transaction((tx) => store.lockAndStep(tx, r.id, event, SYSTEM_ACTOR, () => new Error(`demo data: no requirement ${r.id}`)));
    /** Ends the current step's window unless its reviews already closed it. */
    const endWindow = async (r: Requirement, of: string) => {
      if ((await stateOf(r)) === of) await system(r, { type: 'timer.expired' });
    };
    const accepted = async (who: (typeof providers)[number], r: Requirement, cate: number) => {
      const invite = await invitationOf(who, r, cate);
      if (!invite) throw new Error(`demo data: no kind-${cate} invitation to requirement ${r.id}`);
      await who.post('/requ/v1/invitation/handle', { id: invite.id, accept: true });
      return invite.id;
    };
    const toAnalysis = async (content: Content) => {
      const r = await publish(content);
      await ops.post(`/ops/v1/requirements/${r.id}/approve`);
      await evaluate(r, sizes.slice(0, quorum));
      const q = await publisher.get<{ minFeeFen: number }>(`/requ/v1/fee/quote/${r.id}`);
      await publisher.post('/requ/v1/fee/pay', { id: r.id, amountFen: q.minFeeFen, transactionPassword: DEMO_PAY_PASSWORD }, key());
      await ops.post(`/ops/v1/requirements/${r.id}/start-pre-review`, {});
      await system(r, { type: 'timer.expired' }); // the market assessment's window ends without a form
      return r;
    };
    /** provider1 analyses: a submitted plan; the analysis window ends and the approved experts are asked to review. */
    const toAnalysisReview = async (content: Content, secondPlan = false) => {
      const r = await toAnalysis(content);
      await providers[0].post('/requ/v1/analysis/plan/submit', { id: await accepted(providers[0], r, 3), subTopics: [DEMO_SUB_TOPIC] });
      if (secondPlan) await providers[1].post('/requ/v1/analysis/plan/submit', { id: await accepted(providers[1], r, 3), subTopics: [DEMO_SUB_TOPIC_2] });
      await system(r, { type: 'timer.expired' });
      return r;
    };
    const reviewPlans = async (r: Requirement, expert: (typeof experts)[number], score: number) => {
      const id = await accepted(expert, r, 4);
      const task = await expert.get<{ items: Array<{ itemId: number }> }>(`/requ/v1/review/task/${id}`);
      await expert.post('/requ/v1/review/scores/submit', { id, reviews: task.items.map((i) => ({ itemId: i.itemId, scores: planScores(score), comment: '' })) });
    };
    /** Both experts pass provider1's plan: it is selected and the solicitation opens (kind 5 to the providers). */
    const toSolicitation = async (content: Content) => {
      const r = await toAnalysisReview(content);
      for (const expert of experts) await reviewPlans(r, expert, 8);
      await endWindow(r, 'preReview.analysisReview');
      return r;
    };
    /** provider2 answers the selected sub-topic in five steps; the solicitation's window ends: the expert review opens. */
    const toExpertReview = async (content: Content) => {
      const r = await toSolicitation(content);
      const id = await accepted(providers[1], r, 5);
      const topics = await providers[1].get<{ subTopics: Array<{ id: number }> }>(`/requ/v1/solution/topics/${id}`);
      const subTopicId = topics.subTopics[0]!.id;
      await providers[1].post('/requ/v1/solution/terms', { id, subTopicId });
      for (const n of [1, 2, 3, 4] as const) await providers[1].post('/requ/v1/solution/save', { id, subTopicId, step: n, ...DEMO_SOLUTION_STEPS[n] });
      await providers[1].post('/requ/v1/solution/submit', { id, subTopicId });
      await system(r, { type: 'timer.expired' });
      return r;
    };
    const content = new Map(PRE_REVIEW_CONTENT);
    const contentOf = (state: string) => content.get(state)!;

    // project analysis: provider1 accepted and keeps a draft plan
    const analysing = await toAnalysis(contentOf('preReview.analysis'));
    await providers[0].post('/requ/v1/analysis/plan/save', { id: await accepted(providers[0], analysing, 3), subTopics: [{ ...DEMO_SUB_TOPIC, technicalBasis: '', metrics: [] }] });
    // 'Sub-Topic Breakdown Expired': the analysis window ended without a plan
    const expired = await toAnalysis(contentOf('preReview.breakdownExpired'));
    await system(expired, { type: 'timer.expired' });
    // the analysis review: provider1's and provider2's plans in review (the all-people review has two to choose
    // between); assessor1 accepted the kind-4 invitation, funder1's waits
    const reviewing = await toAnalysisReview(contentOf('preReview.analysisReview'), true);
    await accepted(experts[0], reviewing, 4);
    // no plan selected: assessor1 scored it below the pass mark and the window ended
    const unselected = await toAnalysisReview(contentOf('preReview.noPlanSelected'));
    await reviewPlans(unselected, experts[0], 4);
    await endWindow(unselected, 'preReview.analysisReview');
    // the solicitation: provider2 accepted the terms of the selected sub-topic and keeps a draft of step 1
    const soliciting = await toSolicitation(contentOf('preReview.solicitation'));
    const solving = await accepted(providers[1], soliciting, 5);
    const open = await providers[1].get<{ subTopics: Array<{ id: number }> }>(`/requ/v1/solution/topics/${solving}`);
    await providers[1].post('/requ/v1/solution/terms', { id: solving, subTopicId: open.subTopics[0]!.id });
    await providers[1].post('/requ/v1/solution/save', { id: solving, subTopicId: open.subTopics[0]!.id, step: 1, ...DEMO_SOLUTION_STEPS[1] });
    // the expert review: provider2's solution under review; assessor1 accepted the kind-7 invitation and read the guidelines
    const judging = await toExpertReview(contentOf('preReview.expertReview'));
    await experts[0].post('/requ/v1/review/guidelines', { id: await accepted(experts[0], judging, 7) });
    // complete: both experts pass the solution, the experts are paid, the service fee settled, unearned pools back
    const complete = await toExpertReview(contentOf('preReview.complete'));
    for (const expert of experts) {
      const id = await accepted(expert, complete, 7);
      await expert.post('/requ/v1/review/guidelines', { id });
      const task = await expert.get<{ items: Array<{ itemId: number }> }>(`/requ/v1/review/task/${id}`);
      await expert.post('/requ/v1/review/scores/submit', { id, reviews: task.items.map((i) => ({ itemId: i.itemId, scores: solutionScores(8), comment: '方案可行，团队经验充分。The approach is sound and the team experienced.' })) });
    }
    await endWindow(complete, 'preReview.expertReview');
  }
}
