/**
 * The all-people review of breakdown plans (issue 12, /allPeopleReviewPlan?id=<requirement>), on the demo data
 * (services/requirements/demo.ts): the demo requirement in the analysis review has two plans in review (provider1's
 * and provider2's). A hall member opens it from the requirement's detail in the hall, reads the rule, votes for plan
 * 1, moves the vote to plan 2 after a confirmation, is refused an empty comment in the rule's words, comments, and
 * sees the counts change and the comment listed: in Chinese (assessor2), then in English (funder2). The publisher
 * reads the same page with the refusal and no buttons. In the project `demo`: it signs in as the demo people and adds
 * votes and comments to a shared demo requirement (no clock moved).
 */
import { audit } from './support/axe';
import { expect, test, type Page } from './support/fixtures';
import { api, OPS, signin } from './support/member-api';
import { arrived, DEMO_PASSWORD, PUBLISHER, signInAs, toast, type Who } from './support/stage-two';
import type { Lang } from './support/ui';

const TITLE = '冷链物流温控追溯';

/** Visible texts, from src/locales/{zh-CN,en-US}/opinions.json and hall.json. */
const T = {
  zh: {
    who: { email: 'assessor2@portal.local', password: DEMO_PASSWORD },
    link: '查看并参与全员评审',
    title: '全员评审方案',
    rule: '每人每个需求只能投一票',
    open: '全员评审进行中：您可以投票和评论。',
    votes: (n: number) => `${n} 票`,
    mine: '我的投票',
    voted: '已投票给方案 1',
    confirmTitle: '确认改投？',
    confirm: '确认改投',
    moved: '已改投方案 2',
    commentOf: '对方案 2的评论',
    lengthRule: '评论须为1-500个字符',
    posted: '评论已发表',
    comment: `方案二的子课题划分更清楚 ${Date.now() % 100_000}`,
    publisher: '您是该需求的发布者，不能参与全员评审。',
  },
  en: {
    who: { email: 'funder2@portal.local', password: DEMO_PASSWORD },
    link: 'Read and take part in the open plan review',
    title: 'Open plan review',
    rule: 'One vote per member and requirement',
    open: 'The open plan review is running: you may vote and comment.',
    votes: (n: number) => `${n} ${n === 1 ? 'vote' : 'votes'}`,
    mine: 'Your vote',
    voted: 'You voted for Plan 1',
    confirmTitle: 'Move your vote?',
    confirm: 'Move my vote',
    moved: 'Your vote moved to Plan 2',
    commentOf: 'Your comment on Plan 2',
    lengthRule: 'A comment must have 1 to 500 characters',
    posted: 'Comment posted',
    comment: `Plan 2 splits the work more clearly ${Date.now() % 100_000}`,
    publisher: 'You published this requirement, so you cannot take part in its open plan review.',
  },
} as const;

let requirementId: number | undefined;

async function demoRequirement(page: Page): Promise<number> {
  if (requirementId) return requirementId;
  const token = await signin(page.request, OPS.email, OPS.password);
  const answer = await api<{ records: Array<{ id: number; title: string }> }>(page.request, token, 'POST', '/ops/v1/requirements/pages', { pageNum: 1, pageSize: 50, state: 'preReview.analysisReview' });
  const row = answer.data.records.find((r) => r.title.startsWith(TITLE));
  expect(row, 'the demo data has a requirement in the analysis review').toBeDefined();
  requirementId = row!.id;
  return requirementId;
}

const votesOf = async (page: Page, plan: number) => Number(/\d+/.exec((await page.getByTestId(`opinions-votes-${plan}`).textContent()) ?? '')?.[0]);

test.describe.configure({ mode: 'serial' });

for (const lang of ['zh', 'en'] as const satisfies readonly Lang[]) {
  test(`a hall member votes, moves the vote and comments (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const text = T[lang];
    const id = await demoRequirement(page);
    await signInAs(page, text.who as Who, lang);

    // from the requirement's detail in the hall
    await page.goto(`/detail?id=${id}`);
    await arrived(page.getByTestId('all-people-review-link')).toBeVisible();
    await page.getByRole('link', { name: text.link }).click();
    await expect(page).toHaveURL(new RegExp(`/allPeopleReviewPlan\\?id=${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByTestId('opinions-rule')).toContainText(text.rule);
    await expect(page.getByTestId('opinions-open')).toContainText(text.open);
    await expect(page.getByTestId('opinions-plan-1')).toBeVisible();
    await expect(page.getByTestId('opinions-plan-2')).toBeVisible();
    await audit(page, `${lang} all-people review`);

    // vote for plan 1 (the first vote of this member: no confirmation)
    const before = [await votesOf(page, 1), await votesOf(page, 2)];
    await page.getByTestId('opinions-vote-1').click();
    await expect(toast(page, text.voted)).toBeVisible();
    await expect(page.getByTestId('opinions-mine-1')).toHaveText(text.mine);
    await expect(page.getByTestId('opinions-votes-1')).toHaveText(text.votes(before[0] + 1));

    // move it to plan 2: asked first
    await page.getByTestId('opinions-vote-2').click();
    const dialog = page.getByRole('dialog').filter({ hasText: text.confirmTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: text.confirm }).click();
    await expect(toast(page, text.moved)).toBeVisible();
    await expect(page.getByTestId('opinions-mine-2')).toHaveText(text.mine);
    await expect(page.getByTestId('opinions-mine-1')).toHaveCount(0);
    await expect(page.getByTestId('opinions-votes-1')).toHaveText(text.votes(before[0]));
    await expect(page.getByTestId('opinions-votes-2')).toHaveText(text.votes(before[1] + 1));

    // a comment on plan 2: empty is refused in the rule's words, then posted with the counter
    const plan2 = page.getByTestId('opinions-plan-2');
    await plan2.getByTestId('opinions-comment-post-2').click();
    await expect(plan2.getByText(text.lengthRule)).toBeVisible();
    const box = plan2.getByRole('textbox', { name: text.commentOf });
    await box.fill(text.comment);
    await expect(plan2.getByText(text.lengthRule)).toHaveCount(0);
    await expect(plan2.locator('.ant-input-data-count')).toHaveText(`${[...text.comment].length} / 500`);
    await plan2.getByTestId('opinions-comment-post-2').click();
    await expect(toast(page, text.posted)).toBeVisible();
    await expect(plan2.getByTestId('opinions-comments-2')).toContainText(text.comment);
    await expect(box).toHaveValue('');

    // what the page shows survives a reload (the server's counts)
    await page.reload();
    await arrived(page.getByTestId('opinions-mine-2')).toBeVisible();
    await expect(page.getByTestId('opinions-votes-2')).toHaveText(text.votes(before[1] + 1));
  });
}

test('the publisher reads the review with the reason they may not take part', async ({ page }) => {
  const id = await demoRequirement(page);
  await signInAs(page, PUBLISHER, 'zh');
  await page.goto(`/taskDetail2?id=${id}`);
  await arrived(page.getByTestId('all-people-review-link')).toBeVisible();
  await page.getByTestId('all-people-review-link').click();
  await expect(page).toHaveURL(new RegExp(`/allPeopleReviewPlan\\?id=${id}$`));
  await arrived(page.getByTestId('opinions-refusal')).toContainText(T.zh.publisher);
  await expect(page.getByTestId('opinions-plan-2')).toBeVisible();
  await expect(page.getByTestId('opinions-vote-1')).toHaveCount(0);
  await expect(page.getByTestId('opinions-vote-2')).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);

  await signInAs(page, PUBLISHER, 'en');
  await page.goto(`/allPeopleReviewPlan?id=${id}`);
  await arrived(page.getByTestId('opinions-refusal')).toContainText(T.en.publisher);
});
