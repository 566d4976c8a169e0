/**
 * Operations and the stage-2 dead ends (issue 12), on the demo data (services/requirements/demo.ts): the demo leaves
 * one requirement whose analysis window ended without a plan ('Sub-Topic Breakdown Expired') and one whose analysis
 * review selected no plan. Operations open each from /operations/requirements: the drawer names the pre-review step
 * and its status, explains the dead end, offers the machine's reopen events and the stop with a reason; a reopen asks
 * first, says it is done, and the requirement is in the reopened step with a new window (checked through the API).
 * In Chinese (the analysis reopened), then in English (the plans reviewed again). In the project `demo`: it changes
 * the shared demo requirements.
 */
import { expect, test, type Page } from './support/fixtures';
import { api, OPS, openSignedIn, signin } from './support/member-api';
import { openRequirementDrawer } from './support/stage-two';
import { buttonName } from './support/ui';

/** Visible texts, from src/locales/{zh-CN,en-US}/requirements.json and the machine's and code tables' labels. */
const T = {
  zh: {
    step: '项目分析',
    status: '已超时',
    deadEnd: '等待运营处理',
    explanation: '子课题分解已过期',
    reopen: '重新开启项目分析',
    stop: '终止需求',
    done: '已重新开启该步骤，新的期限已开始',
  },
  en: {
    step: 'Analysis review',
    status: 'Failed',
    deadEnd: 'Waiting for operations',
    explanation: 'No plan selected',
    reopen: 'Review the plans again',
    stop: 'Stop the requirement',
    done: 'Step reopened: a new window is open',
  },
} as const;

const CASES = [
  { lang: 'zh', state: 'preReview.breakdownExpired', next: 'preReview.analysis', title: '光伏组件热斑巡检无人机' },
  { lang: 'en', state: 'preReview.noPlanSelected', next: 'preReview.analysisReview', title: '污水处理曝气节能控制' },
] as const;

type Row = { id: number; requirementNo: string; title: string; state: string; deadlineAt: number | null };

async function requirementsIn(page: Page, state: string): Promise<Row[]> {
  const token = await signin(page.request, OPS.email, OPS.password);
  const answer = await api<{ records: Row[] }>(page.request, token, 'POST', '/ops/v1/requirements/pages', { pageNum: 1, pageSize: 50, state });
  return answer.data.records;
}

test.describe.configure({ mode: 'serial' });

for (const { lang, state, next, title } of CASES) {
  test(`operations reopen a dead end of the pre-review (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const [row] = (await requirementsIn(page, state)).filter((r) => r.title.startsWith(title));
    expect(row, `the demo data has a requirement in ${state}`).toBeDefined();
    const text = T[lang];

    // Other specs sign in as the shared operations account at the same time, in either language (openSignedIn).
    await openSignedIn(page, OPS, lang, '/operations/requirements');
    const drawer = await openRequirementDrawer(page, lang, row.requirementNo);

    await expect(drawer.getByTestId('ops-requirement-step')).toHaveText(text.step);
    await expect(drawer.getByTestId('ops-requirement-step-status')).toHaveText(text.status);
    const explanation = drawer.getByTestId('ops-requirement-step-explanation');
    await expect(explanation).toContainText(text.deadEnd);
    await expect(explanation).toContainText(text.explanation);
    const actions = drawer.getByTestId('ops-requirement-actions');
    await expect(actions.getByRole('button', { name: buttonName(text.stop) })).toBeVisible();

    await actions.getByRole('button', { name: buttonName(text.reopen) }).click();
    // the confirmation is named by its question ("Reopen …: "title"?"), the drawer by its own title
    const confirm = page.getByRole('dialog', { name: new RegExp(`^${text.reopen}[：:]`) });
    await expect(confirm).toContainText(row.title);
    await confirm.getByRole('button', { name: buttonName(text.reopen) }).click();
    await expect(page.locator('.ant-message').getByText(text.done, { exact: true })).toBeVisible();
    // the step is open again: no dead end, no reopen offered
    await expect(explanation).not.toContainText(text.deadEnd);
    await expect(actions.getByRole('button', { name: buttonName(text.reopen) })).toHaveCount(0);
    await expect(actions.getByRole('button', { name: buttonName(text.stop) })).toBeVisible();

    const [reopened] = (await requirementsIn(page, next)).filter((r) => r.id === row.id);
    expect(reopened?.deadlineAt ?? 0).toBeGreaterThan(Date.now());
  });
}
