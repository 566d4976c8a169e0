/**
 * Profile and uploads as a new member would use them (issue 3 section 2): upload an avatar (a real PNG) and see
 * it in the top bar, also after a reload; a text file dressed as a PNG is refused by its content; the nickname
 * refuses emoji; fields of interest and the address are saved ('Profile Updated'); one check in English.
 */
import { expect, test, type Page } from './support/fixtures';
import { PNG } from './support/member-api';
import { registerAccount, STRONG_PASSWORD, uniqueEmail } from './support/portal';
import { reloadSignedIn } from './support/session';
import { buttonName, logInFromTopBar, switchLanguage, topBar } from './support/ui';

const PAGE = '/personal/accountManagement/personalData/baseInfo';

/**
 * Ticks one industry in the open fields-of-interest tree and waits for its tag. antd draws a popup before it
 * moves it into place; a click in that moment is pressed on the entry and released elsewhere, which counts as no
 * click (see `chooseFromAccountMenu` in support/ui.ts), so an entry whose tag did not appear is clicked again.
 */
async function pickField(page: Page, name: string): Promise<void> {
  const field = page.getByTestId('fields-of-interest');
  const tag = field.locator('.ant-select-selection-item').filter({ hasText: name });
  await expect(async () => {
    if ((await tag.count()) === 0) await page.locator('.ant-select-dropdown').getByTitle(name, { exact: true }).click();
    await expect(tag).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

const headerAvatar = (page: Page) => topBar(page).getByTestId('header-avatar').locator('img');

async function expectImageLoaded(page: Page) {
  const img = headerAvatar(page);
  await expect(img).toHaveAttribute('src', /\/oss\/object\/auth\/\d+_\d+_me\.png\?expires=\d+&signature=/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { message: 'the avatar image loaded' }).toBe(1);
}

test('a new member uploads an avatar and edits the profile', async ({ page, request }) => {
  // Many steps, each waiting on an upload or a save: 60 s ran out twice on a busy two-core run (each step 2-5 s).
  test.setTimeout(120_000);
  const email = uniqueEmail('profile');
  await registerAccount(request, { email });
  await page.goto('/index');
  await logInFromTopBar(page, { email, password: STRONG_PASSWORD });
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: '基本资料' })).toBeVisible();
  await expect(headerAvatar(page)).toHaveCount(0); // the built-in icon until an avatar is set

  const picker = page.getByTestId('avatar-upload').locator('input[type=file]');
  // Named and typed as a PNG, but text inside: the storage refuses it by its bytes.
  await picker.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really an image') });
  await expect(page.getByText('文件格式错误')).toBeVisible();
  // The picker itself refuses what is not an image, before anything travels.
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('文件格式错误')).toHaveCount(2);

  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('资料已更新')).toBeVisible();
  await expectImageLoaded(page);
  await expect(page.getByTestId('avatar-upload').getByRole('img', { name: '更换头像' })).toBeVisible();
  await reloadSignedIn(page);
  await expectImageLoaded(page);

  // Nickname: emoji refused under the field, then a plain one saved and shown in the top bar.
  const nickname = page.getByLabel('昵称', { exact: true });
  await nickname.fill('小明😀');
  await page.getByRole('button', { name: buttonName('保存昵称') }).click();
  await expect(page.getByText('昵称不能包含表情符号')).toBeVisible();
  await nickname.fill('小明');
  await page.getByRole('button', { name: buttonName('保存昵称') }).click();
  await expect(page.getByText('资料已更新').first()).toBeVisible();
  await expect(topBar(page).getByText('小明')).toBeVisible();

  // Fields of interest from the industry tree, the address, an introduction.
  await page.getByRole('button', { name: buttonName('保存') }).click();
  await expect(page.getByText('请至少选择一个领域')).toBeVisible();
  await page.getByTestId('fields-of-interest').click();
  await pickField(page, '信息技术');
  await pickField(page, '先进制造');
  await page.keyboard.press('Escape');
  await page.getByTestId('address').click();
  await page.getByRole('menuitemcheckbox', { name: '浙江省' }).click();
  await page.getByRole('menuitemcheckbox', { name: '杭州市' }).click();
  await page.getByRole('menuitemcheckbox', { name: '西湖区' }).click();
  await page.getByLabel('专业领域').fill('机器人控制');
  await page.getByLabel('个人简介').fill('做机器人十年。');
  await expect(page.getByText('7 / 500')).toBeVisible();
  await page.getByRole('button', { name: buttonName('保存') }).click();
  await expect(page.getByText('资料已更新').first()).toBeVisible();

  await reloadSignedIn(page);
  await expect(page.getByText('浙江省 / 杭州市 / 西湖区')).toBeVisible();
  await expect(page.getByTestId('fields-of-interest').getByText('信息技术')).toBeVisible();
  await expect(page.getByTestId('fields-of-interest').getByText('先进制造')).toBeVisible();
  await expect(page.getByLabel('个人简介')).toHaveValue('做机器人十年。');
  await expectImageLoaded(page);

  // In English: the same page, the spec's words.
  await switchLanguage(page, 'en', 'zh');
  await expect(page.getByRole('heading', { name: 'Basic information' })).toBeVisible();
  await expect(page.getByTestId('fields-of-interest').getByText('Information Technology')).toBeVisible();
  await page.getByLabel('Nickname', { exact: true }).fill('Ming 🚀');
  await page.getByRole('button', { name: 'Save nickname' }).click();
  await expect(page.getByText('Nickname cannot contain emojis')).toBeVisible();
  await page.getByLabel('Professional field').fill('Robot control');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('profile-en.png'), fullPage: true });
});
