/**
 * The UI model of publishing a requirement on `/publishRequirements` (publish-page.tsx), for the generated browser
 * paths of `publishMachine` (tests/e2e/publish.paths.spec.ts, README "Generated browser paths").
 *
 * Test-only code beside the page (`*.ui-model.ts`: .dependency-cruiser.mjs counts it as test code). Each path has a
 * member of its own who may publish (spec 6): registered by e-mail, real name approved by operations, a nickname and
 * a field of interest, all through the REST services, signed in by the token cookie. The test model's drafts say
 * which rules the form breaks when a person presses a button: the drivers make the visible step's fields so (a
 * complete step, an empty title, no details, a title of 101 characters, the agreement unticked) and press it. Each
 * submitted path leaves one requirement waiting for operations.
 */
import { publishModel } from '../../../machines/requirement/publish.model';
import type { PublishEvent, PublishMachine } from '../../../machines/requirement/publish.machine';
import type { RequirementDraft } from '../../../machines/rules/requirement';
import type { EventUi, UiModel } from '../../../tests/e2e/model/ui-model';
import { expect, type Page } from '../../../tests/e2e/support/fixtures';
import { completeProfile, decideApplication, openWithToken, signin, submitPersonApplication } from '../../../tests/e2e/support/member-api';
import { registerAccount, STRONG_PASSWORD, uniqueEmail } from '../../../tests/e2e/support/portal';
import { buttonName, pickFromPopup } from '../../../tests/e2e/support/ui';

type Prepared = { token: string };
type Session = { page: Page };

const TITLE = '无电力除砷净水滤芯';
const DETAILS = '需要一种无需电力的除砷滤芯，出水达到国家饮用水标准。';

const button = (page: Page, name: string) => page.getByRole('button', { name: buttonName(name) });
const titleField = (page: Page) => page.getByLabel('需求标题');
const editor = (page: Page) => page.locator('.ql-editor');
const review = (page: Page) => page.getByTestId('publish-review');
const draftOf = (event: PublishEvent): RequirementDraft | null => ('draft' in event ? event.draft : null);

/** Step 1 complete, as a person fills it (the domain cascader, the category select). */
async function fillBasics(page: Page): Promise<void> {
  await titleField(page).fill(TITLE);
  const domain = page.getByLabel('所属领域');
  const chosen = page.locator('.ant-cascader').filter({ hasText: '信息技术 / 人工智能' });
  if (!(await chosen.isVisible())) {
    await pickFromPopup(page, 'cascader', () => domain.click(), '信息技术', async () => {
      await expect(page.locator('.ant-cascader-menu').nth(1)).toBeVisible({ timeout: 1_000 });
    });
    await pickFromPopup(page, 'cascader', () => domain.click(), '人工智能', async () => {
      await expect(chosen).toBeVisible({ timeout: 1_000 });
    });
  }
  const category = page.locator('.ant-select:not(.ant-cascader)').filter({ hasText: '技术研发' });
  if (!(await category.isVisible())) {
    await pickFromPopup(page, 'select', () => page.getByLabel('需求类别').click(), '技术研发', async () => {
      await expect(category).toBeVisible({ timeout: 1_000 });
    });
  }
  await page.getByLabel('预计周期（天）').fill('90');
  await page.getByLabel('预算（元）').fill('200000.50');
}

/** The details typed, or emptied. */
async function setDetails(page: Page, filled: boolean): Promise<void> {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  if (filled) await page.keyboard.type(DETAILS);
}

/** Where the form is: 0 basics, 1 details, 2 review. */
async function visibleStep(page: Page): Promise<number> {
  if (await titleField(page).isVisible()) return 0;
  if (await editor(page).isVisible()) return 1;
  return 2;
}

/** The machine's drafts: complete (FULL_DRAFT), empty, without details, or with an over-long title. */
const complete = (draft: RequirementDraft | null) => !!draft && draft.title !== '' && draft.detailsText.trim() !== '';

const stepNextUi = (event: PublishEvent): EventUi<Session, PublishEvent> => ({
  by: 'person',
  when: (s) => !s.matches({ review: 'idle' } as never),
  drive: async ({ page }) => {
    const draft = draftOf(event);
    if ((await visibleStep(page)) === 0) {
      if (draft && draft.title !== '') await fillBasics(page);
      else await titleField(page).fill('');
    } else {
      await setDetails(page, complete(draft));
    }
    await button(page, '下一步').click();
  },
});

const draftSaveUi = (event: PublishEvent): EventUi<Session, PublishEvent> => {
  const tooLong = (draftOf(event)?.title.length ?? 0) > 100;
  return {
    by: 'person',
    // A title is typed on step 1 only: the over-long one there.
    when: (s) => (tooLong ? s.matches({ basics: 'idle' } as never) : ['basics', 'content', 'review'].some((step) => s.matches({ [step]: 'idle' } as never))),
    drive: async ({ page }) => {
      if (tooLong) await titleField(page).fill('题'.repeat(101));
      else if ((await visibleStep(page)) === 0 && ((await titleField(page).inputValue()).length > 100)) await titleField(page).fill(TITLE);
      await button(page, '保存草稿').click();
    },
  };
};

const submitUi = (event: PublishEvent): EventUi<Session, PublishEvent> => {
  const draft = draftOf(event);
  if (!complete(draft)) return { notDrivable: 'the review step is reached only with both steps complete: a submit missing them is the services’ and the machine’s guard, not the page’s' };
  return {
    by: 'person',
    drive: async ({ page }) => {
      await page.getByRole('checkbox').setChecked(!!draft?.agreed);
      await button(page, '提交').click();
    },
  };
};

export const publishUi: UiModel<PublishMachine, Prepared, Session> = {
  title: 'a new requirement on /publishRequirements',
  spec: publishModel,
  input: { requirementId: null },

  async prepare(request) {
    const email = uniqueEmail('publish-path');
    await registerAccount(request, { email });
    const token = await signin(request, email, STRONG_PASSWORD);
    await decideApplication(request, await submitPersonApplication(request, token, '张三'), { approve: true });
    await completeProfile(request, token, '发布者');
    return { token };
  },

  async start({ page, prepared }) {
    await openWithToken(page, prepared.token, '/publishRequirements');
    return { page };
  },

  // A parent's check holds in its saving sub-state too; the idle ones say what the step shows.
  states: {
    basics: async ({ page }) => {
      await expect(page.locator('.ant-steps')).toBeVisible();
    },
    // Step 1; a refused Next names the missing fields, a refused save the over-long title.
    'basics.idle': async ({ page, event }) => {
      await expect(titleField(page)).toBeEditable();
      if (event.type === 'step.next' || event.type === 'publish.submit') await expect(page.getByText('请输入需求标题')).toBeVisible();
      if (event.type === 'draft.saved') await expect(page).toHaveURL(/\?id=\d+$/);
    },
    'basics.saving': async () => {},
    content: async ({ page }) => {
      await expect(page.locator('.ant-steps')).toBeVisible();
    },
    'content.idle': async ({ page, event }) => {
      await expect(editor(page)).toBeVisible();
      if (event.type === 'step.next' && (await titleField(page).count()) === 0 && !complete(draftOf(event))) {
        await expect(page.getByText('请填写需求详情或上传至少一个附件')).toBeVisible();
      }
      if (event.type === 'draft.saved') await expect(page).toHaveURL(/\?id=\d+$/);
    },
    'content.saving': async () => {},
    review: async ({ page }) => {
      await expect(page.locator('.ant-steps')).toBeVisible();
    },
    // Everything entered, for a last look; submitting without the agreement is refused in its words.
    'review.idle': async ({ page, event }) => {
      await expect(review(page)).toContainText(TITLE);
      await expect(review(page)).toContainText(DETAILS);
      if (event.type === 'publish.submit') await expect(page.getByText('请阅读并同意需求发布协议')).toBeVisible();
    },
    'review.saving': async () => {},
    submitting: async () => {},
    submitted: async ({ page }) => {
      await expect(page.getByText('已提交', { exact: true })).toBeVisible();
    },
    // My works › publish, the requirement waiting for operations.
    done: async ({ page }) => {
      await expect(page).toHaveURL(/\/personal\/workbench\/myworks\/publish$/);
      await expect(page.getByRole('row').filter({ hasText: TITLE }).first()).toBeVisible();
    },
  },

  on: {
    'step.next': stepNextUi,
    'step.back': {
      by: 'person',
      when: (s) => s.matches({ content: 'idle' } as never) || s.matches({ review: 'idle' } as never),
      drive: async ({ page }) => {
        await button(page, '上一步').click();
      },
    },
    'draft.save': draftSaveUi,
    'draft.saved': { by: 'services' },
    'draft.saveFailed': { notDrivable: 'the services save every well-formed draft of a member who may publish; a failing save takes a stub or a fault' },
    'publish.submit': submitUi,
    'publish.submitted': { by: 'services' },
    'publish.failed': {
      notDrivable: 'the services refuse a complete form only when the member may no longer publish (real name or profile changed meanwhile): not this page’s doing',
    },
    'timer.expired': {
      by: 'services',
      when: (s) => s.matches('submitted'),
      drive: async ({ page }) => {
        await page.clock.fastForward('00:04');
      },
    },
    'publish.leave': {
      by: 'person',
      when: (s) => s.matches('submitted'),
      drive: async ({ page }) => {
        await button(page, '我的发布').click();
      },
    },
  },
};
