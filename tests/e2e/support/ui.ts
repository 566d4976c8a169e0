/**
 * What a person does in the portal's UI, written once: the top bar, the login dialog and its faces. Locators
 * use roles and visible names (Chinese by default, as the suite's browser locale is zh-CN), so a renamed
 * button or a lost label fails here as it would confuse a user.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { untilProfileLoaded } from './session';

export type Lang = 'zh' | 'en';

/** Visible texts the tests look for, from src/locales/{zh-CN,en-US}. */
export const TEXT = {
  zh: { register: '注册', login: '登录', logout: '退出登录', accountMenu: /的账户菜单$/, next: '下一步', language: '切换语言' },
  en: { register: 'Register', login: 'Log in', logout: 'Log out', accountMenu: /^Account menu of /, next: 'Next', language: 'Switch language' },
} as const;

/**
 * The accessible name of an antd button. The app turns antd's space between two Chinese characters off
 * (`button.autoInsertSpace`, src/lib/antd/antd-scope-impl.tsx); a two-character Chinese label still matches with or
 * without it. A busy button's spinner (`img "loading"`) is hidden from the name now (src/lib/decorative-icons.ts);
 * the optional prefix stays for pages that draw one before that runs.
 */
export function buttonName(text: string): RegExp {
  const escaped = [...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const cjk = text.length === 2 && /^[\u4e00-\u9fff]{2}$/.test(text);
  return new RegExp(`^(?:loading )?${cjk ? escaped.join('\\s?') : escaped.join('')}$`);
}

/** The title of an antd Result (a flow's outcome step) and the active step of an antd Steps. */
export const resultTitle = (page: Page) => page.locator('.ant-result-title');
export const activeStep = (page: Page) => page.locator('.ant-steps-item-active');

/** The desktop top bar (the mobile bar below 992 px has its own test id). */
export const topBar = (page: Page) => page.getByTestId('top-bar');

/** The login dialog (antd Modal: role dialog). */
export const loginDialog = (page: Page) => page.getByRole('dialog');

/** The avatar button that opens the account menu, present only when signed in. */
export const accountMenuButton = (page: Page, lang: Lang = 'zh') => page.getByRole('button', { name: TEXT[lang].accountMenu });

/**
 * Opens a drop-down menu of the top bar and chooses an entry. antd draws the menu first at the top of the page
 * and moves it under its button a moment later; a click in between presses on the entry and releases on another
 * spot, which the browser does not count as a click (the "logout left the page signed in" and "the language did
 * not switch" of docs/status.md). So wait until the entry sits under the button, as it does by the time a person
 * reaches for it.
 */
export async function chooseFromMenu(page: Page, button: Locator, entry: string): Promise<void> {
  await button.click();
  const item = page.getByRole('menuitem', { name: entry });
  await expect
    .poll(async () => {
      const [under, over] = await Promise.all([item.boundingBox(), button.boundingBox()]);
      return !!under && !!over && under.y >= over.y + over.height - 1;
    }, { message: `the ${entry} entry sits under its button` })
    .toBe(true);
  await item.click();
}

/** The avatar menu's entry (`退出登录`, `Log out`, ...). */
export async function chooseFromAccountMenu(page: Page, entry: string, lang: Lang = 'zh'): Promise<void> {
  await chooseFromMenu(page, accountMenuButton(page, lang), entry);
}

/**
 * Signing in is the suite's most repeated step and the one that waits on the most work when the two cores are busy
 * (the dialog's code loads on first use, the server hashes the password): the full run saw both take more than the
 * default 10 s, so these two waits get 20 s.
 */
const SIGN_IN_TIMEOUT = 20_000;

export async function openDialogFromTopBar(page: Page, face: 'login' | 'register', lang: Lang = 'zh'): Promise<Locator> {
  await topBar(page).getByRole('button', { name: TEXT[lang][face], exact: true }).click();
  const dialog = loginDialog(page);
  await expect(dialog.getByRole('heading', { level: 2, name: TEXT[lang][face], exact: true })).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
  return dialog;
}

/** Ticks the agreement (the checkbox itself, not its label, whose links open the agreement texts). */
export async function tickAgreement(dialog: Locator): Promise<void> {
  await dialog.getByRole('checkbox').check();
}

/** Types a code into the six boxes as a person does: focus the first box, then type; focus advances. */
export async function typeCode(dialog: Locator, code: string): Promise<void> {
  const first = dialog.getByTestId('code-box-0');
  await expect(first).toBeEnabled();
  await first.click();
  await first.page().keyboard.type(code);
}

/** The six code boxes' values, e.g. ['', '', '', '', '', ''] after the flow cleared them. */
export async function codeBoxValues(dialog: Locator): Promise<string[]> {
  return Promise.all(Array.from({ length: 6 }, (_, i) => dialog.getByTestId(`code-box-${i}`).inputValue()));
}

export type Credentials = { phone: string; password: string } | { email: string; password: string };

/** Fills the login face (phone or e-mail tab), ticks the agreement and presses Log in. */
export async function submitLogin(dialog: Locator, credentials: Credentials, lang: Lang = 'zh'): Promise<void> {
  if ('email' in credentials) {
    await dialog.getByRole('tab', { name: lang === 'zh' ? '邮箱' : 'E-mail' }).click();
    await dialog.getByRole('textbox', { name: lang === 'zh' ? '邮箱' : 'E-mail' }).fill(credentials.email);
  } else {
    await dialog.getByRole('textbox', { name: lang === 'zh' ? '手机号' : 'Phone number' }).fill(credentials.phone);
  }
  // Password inputs have no ARIA role: found by their label.
  await dialog.getByLabel(lang === 'zh' ? '密码' : 'Password', { exact: true }).fill(credentials.password);
  const submit = dialog.getByRole('button', { name: buttonName(TEXT[lang].login) });
  await expect(submit, 'Log in waits for the agreement').toBeDisabled();
  await tickAgreement(dialog);
  await submit.click();
}

/**
 * Submits the login face and waits for what follows a successful sign-in: a new page (the reload, or the
 * redirect target) whose profile has loaded. Before that the old page may show the avatar for a moment.
 */
export async function logInWith(dialog: Locator, credentials: Credentials, lang: Lang = 'zh'): Promise<void> {
  await untilProfileLoaded(dialog.page(), () => submitLogin(dialog, credentials, lang));
}

/**
 * Logs in from the top bar and waits until the page is back, signed in. `after`: the language the page is in
 * afterwards (the member's saved language, applied by the login flow).
 */
export async function logInFromTopBar(page: Page, credentials: Credentials, lang: Lang = 'zh', after: Lang = lang): Promise<void> {
  const dialog = await openDialogFromTopBar(page, 'login', lang);
  await logInWith(dialog, credentials, lang);
  await expect(accountMenuButton(page, after)).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
  await expect(loginDialog(page)).toHaveCount(0);
}

/** Opens the language menu of the top bar and picks a language. */
export async function switchLanguage(page: Page, to: Lang, from: Lang): Promise<void> {
  await chooseFromMenu(page, topBar(page).getByRole('button', { name: TEXT[from].language }), to === 'en' ? 'English' : '中文');
}

/**
 * Picks an entry of an antd popup (Cascader, Select) until it took: a popup may still move when first drawn, and the
 * previous popup may still be fading out (so each popup kind is found by its own class, and every click gives up
 * soon: a retry opens the popup again).
 */
export async function pickFromPopup(page: Page, popup: 'cascader' | 'select', open: () => Promise<void>, option: string, took: () => Promise<void>): Promise<void> {
  const menu = page.locator(popup === 'cascader' ? '.ant-cascader-dropdown:visible' : '.ant-select-dropdown:not(.ant-cascader-dropdown):visible');
  await expect(async () => {
    if ((await menu.count()) === 0) await open();
    await menu.getByTitle(option, { exact: true }).first().click({ timeout: 2_000 });
    await took();
  }).toPass({ timeout: 20_000 });
}

/**
 * Picks the first option of one antd Select (found by its combobox, e.g. by label) until the select holds a value. The
 * popup is found through the listbox the combobox owns (`<id>_list`): with several selects on a page the previous one's
 * popup may still be fading out, and a bare `.ant-select-dropdown:visible` then picks in the wrong one (the full run of
 * c3b22de left the second sub-topic's category empty that way).
 */
export async function pickFirstOption(page: Page, combobox: Locator): Promise<void> {
  const id = await combobox.getAttribute('id');
  const popup = page.locator(`.ant-select-dropdown:visible:has([id="${id}_list"])`);
  const select = combobox.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  await expect(async () => {
    if ((await popup.count()) === 0) await combobox.click({ timeout: 2_000 });
    await popup.locator('.ant-select-item-option').first().click({ timeout: 2_000 });
    await expect(select.locator('.ant-select-content-has-value')).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Picks a tab (the login and register faces' phone / e-mail), again if a click was taken before the tabs were ready: a
 * full run once saw the click focus the e-mail tab without selecting it.
 */
export async function chooseTab(scope: Locator, name: string): Promise<void> {
  const tab = scope.getByRole('tab', { name });
  await expect(async () => {
    if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click({ timeout: 2_000 });
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Presses a confirmation dialog's button (antd's confirm) until the dialog closes: a click while the dialog was still
 * opening was lost in full runs (the invitation's acceptance, the expert's scores), leaving it open.
 */
export async function confirmInDialog(page: Page, text: string, button: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: button }).click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** Expectations for what a page brings in after a round trip or two on a busy machine. */
export const arrived = expect.configure({ timeout: 30_000 });

/**
 * Turns the pages of an operations queue (newest first) until `target` shows or the last page is reached. Each page
 * is looked at once its rows are in: a look before they arrive would go on past the row (the full run of 2026-11-28
 * evening, once the requirement queue had a second page). Specs beside it keep adding rows, so a row made minutes
 * earlier may be on a later page (the bank-card queue in the full run of 2026-11-29).
 */
export async function turnPagesUntil(area: Locator, target: Locator): Promise<void> {
  const firstRow = area.locator('.ant-table-tbody tr.ant-table-row').first();
  const next = area.locator('.ant-pagination-next button');
  for (let turn = 0; turn < 10; turn += 1) {
    await arrived(firstRow).toBeVisible();
    if ((await target.isVisible()) || (await next.isDisabled())) return;
    const shown = await firstRow.innerText();
    await next.click();
    await expect(firstRow).not.toHaveText(shown);
  }
}
