/**
 * My works' invitation lists (issue 12) on the demo data (services/requirements/demo.ts): my breakdown plans
 * (offerBlueprint, kind 3), my solutions (resolve, kind 5) and my reviews (check, kinds 4 and 7). In Chinese the
 * analyst provider1 opens My blueprints from the personal centre's menu: the accepted invitation of the container
 * tallying requirement leads to its breakdown plan; provider2's pending one there to the invitation's detail, and
 * provider2's accepted solution invitation to the sub-topics. In English assessor1 reads My reviews: the accepted
 * analysis review leads to the scoring page, and switched to solution reviews the accepted one to the expert review
 * (/resolve), the finished one to the scores. Reads only (project `demo`, nothing changed).
 */
import { expect, test, type Page } from './support/fixtures';
import { arrived, ASSESSORS, PROVIDERS, signInAs } from './support/stage-two';

const ANALYSIS = '港口集装箱智能理货';
const SOLICITATION = '高铁接触网缺陷识别';
const ANALYSIS_REVIEW = '冷链物流温控追溯';
const EXPERT_REVIEW = '粮仓储粮害虫监测';
const COMPLETE = '风电叶片裂纹声学检测';

const rowOf = (page: Page, list: string, title: string, status: string) =>
  page.getByTestId(`${list}-table`).getByRole('row').filter({ hasText: title }).filter({ hasText: status });

test.describe.serial('my works: invitation lists', () => {
  test('zh: my blueprints and my solutions lead to the work', async ({ page }) => {
    await signInAs(page, PROVIDERS[0], 'zh');
    await page.goto('/personal/workbench/myworks/publish');
    await arrived(page.getByRole('menuitem', { name: '我的蓝图' })).toBeVisible();
    await page.getByRole('menuitem', { name: '我的蓝图' }).click();
    await expect(page).toHaveURL(/\/personal\/workbench\/myworks\/offerBlueprint$/);
    await expect(page.getByRole('heading', { level: 1, name: '我的蓝图' })).toBeVisible();
    const mine = rowOf(page, 'blueprints', ANALYSIS, '已接受');
    await arrived(mine).toBeVisible();
    await expect(mine).toContainText('预评审');
    await mine.getByRole('link', { name: '撰写分解方案' }).click();
    await expect(page).toHaveURL(/\/projectAnalysisReviewSubProject\?id=\d+$/);
    await arrived(page.getByRole('heading', { level: 1, name: '项目分析：子课题分解' })).toBeVisible();

    await signInAs(page, PROVIDERS[1], 'zh');
    await page.goto('/personal/workbench/myworks/offerBlueprint');
    const pending = rowOf(page, 'blueprints', ANALYSIS, '待处理');
    await arrived(pending).toBeVisible();
    await expect(pending.getByTestId('blueprints-analyse')).toHaveCount(0);
    await pending.getByRole('link', { name: '接受或拒绝' }).click();
    await expect(page).toHaveURL(/\/inviteDetail\?id=\d+$/);
    await arrived(page.getByRole('button', { name: /接\s*受/ })).toBeVisible();

    await page.goto('/personal/workbench/myworks/resolve');
    await expect(page.getByRole('heading', { level: 1, name: '我的方案' })).toBeVisible();
    const solving = rowOf(page, 'solutions', SOLICITATION, '已接受');
    await arrived(solving).toBeVisible();
    await solving.getByRole('link', { name: '回答子课题' }).click();
    await expect(page).toHaveURL(/\/provideSolutions\?id=\d+$/);
    await arrived(page.getByRole('heading', { level: 1, name: '方案征集：子课题' })).toBeVisible();
  });

  test('en: my reviews, analysis review and expert review of solutions', async ({ page }) => {
    await signInAs(page, ASSESSORS[0], 'en');
    await page.goto('/personal/workbench/myworks/check');
    await expect(page.getByRole('heading', { level: 1, name: 'My reviews' })).toBeVisible();
    const scoring = rowOf(page, 'reviews', ANALYSIS_REVIEW, 'Accepted');
    await arrived(scoring).toBeVisible();
    await expect(scoring.getByRole('link', { name: 'Score the plans' })).toHaveAttribute('href', /\/projectAnalysisReviewReview\?id=\d+$/);

    await page.getByTestId('reviews-kind').getByText('Solution review').click();
    const done = rowOf(page, 'reviews', COMPLETE, 'Completed');
    await arrived(done).toBeVisible();
    await expect(done.getByRole('link', { name: 'View my scores' })).toHaveAttribute('href', /\/resolve\?id=\d+$/);
    const reviewing = rowOf(page, 'reviews', EXPERT_REVIEW, 'Accepted');
    await reviewing.getByRole('link', { name: 'Review the solutions' }).click();
    await expect(page).toHaveURL(/\/resolve\?id=\d+$/);
    await arrived(page.getByRole('heading', { level: 1, name: 'Expert review of solutions' })).toBeVisible();

    await page.goBack();
    await page.getByTestId('reviews-kind').getByText('Analysis review').click();
    await arrived(scoring).toBeVisible();
    await scoring.getByRole('link', { name: 'Score the plans' }).click();
    await expect(page).toHaveURL(/\/projectAnalysisReviewReview\?id=\d+$/);
    await arrived(page.getByRole('heading', { level: 1, name: 'Analysis review: scoring the plans' })).toBeVisible();
  });
});
