/**
 * antd brings dialogs, drop-downs and toasts in with a motion (rc-motion): the element gets `<motion>-appear` or
 * `<motion>-enter` with `-prepare`, then `-start`, then `-active` while its CSS animation or transition runs, and
 * loses them when the motion has ended. A modal, for one, stands at full size and transparent for a few frames
 * (prepare, start), then at a fifth of its size for a frame or two while its zoom starts (active), then grows. Playwright
 * calls an element stable when its box is the same in two frames running, which both of those pauses are: a click
 * then measured its spot on a button that moved before the button was released, and the click was lost (a
 * confirmation's OK that sent nothing, so the success toast never came: the flaky tests of 2026-11-28). A person
 * cannot aim at a dialog that is still zooming in; so, in the browser suite only, an element that is still coming in
 * takes no pointer: Playwright's hit check fails on it and waits until the motion has ended, as a person does.
 * Focus and the keyboard are not touched (a dialog still focuses its first field while it zooms in).
 *
 * Since then the suite's browsers ask for less motion (`reducedMotion` in playwright.config.ts), which the app honours
 * by turning antd's motion off (src/lib/reduced-motion.ts): a dialog stands in place from its second frame. Two clicks
 * were still lost with this guard alone (2026-11-28 night); it stays for any motion that does not follow the setting.
 */
import type { BrowserContext } from '@playwright/test';

/** Every element that is still coming in (rc-motion's appear and enter phases). */
export const ENTERING = ['appear', 'enter'].flatMap((kind) => ['prepare', 'start', 'active'].map((phase) => `[class*="-${kind}-${phase}"]`)).join(',');

/** Pages of `context` give no pointer to elements still coming in (see above). */
export async function clickOnlyWhenSettled(context: BrowserContext): Promise<void> {
  await context.addInitScript((selector: string) => {
    const add = () => {
      const style = document.createElement('style');
      style.dataset.testMotionGuard = '';
      style.textContent = `${selector}{pointer-events:none!important}`;
      document.head.append(style);
    };
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add, { once: true });
  }, ENTERING);
}
