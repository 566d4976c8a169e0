/**
 * antd's icons name themselves in English: `<span role="img" aria-label="bell">`, so a screen reader says "bell",
 * "down" or "info-circle" in the middle of a Chinese page, and a pager button is called "left" rather than its
 * title "上一页". Our own icons are marked `aria-hidden` where they are drawn; antd draws many inside its
 * components (select arrows, alert and result icons, the pager, the password eye) where we cannot reach them. This
 * hides every icon that still carries its English default name. An icon given a name of its own (an `aria-label`
 * other than its icon name) keeps it; a control holding nothing but a hidden icon is then named by its `title` or
 * `aria-label`, and one with neither is what axe's `button-name` rule then reports (tests/e2e/accessibility.spec.ts).
 */
const ICON = '.anticon[role="img"][aria-label]:not([aria-hidden])';

const CONTROL = 'button, a[href], [role="button"]';
/** Marks a control named here from the `title` around it, so the name follows that title (a language switch). */
const NAMED_BY_TITLE = 'data-named-by-title';

function renameFromTitles(root: Element): void {
  for (const control of root.querySelectorAll(`[${NAMED_BY_TITLE}]`)) {
    const title = control.closest('[title]')?.getAttribute('title');
    if (title && control.getAttribute('aria-label') !== title) control.setAttribute('aria-label', title);
  }
}

/** The control has a name besides the icon: text of its own, or a label. */
function namedWithoutIcon(control: Element): boolean {
  return ['aria-label', 'aria-labelledby', 'title'].some((a) => control.hasAttribute(a)) || (control.textContent ?? '').trim() !== '';
}

/**
 * Hides the icons inside `root` (and `root` itself) whose name is their English icon name. A control that holds
 * nothing else (antd's pager buttons, whose localized `title` sits on the list item around them) is named by that
 * nearest `title` instead; without one the icon keeps its name, which is better than none.
 */
export function hideDefaultIconNames(root: Element): void {
  const icons = root.matches(ICON) ? [root, ...root.querySelectorAll(ICON)] : root.querySelectorAll(ICON);
  for (const icon of icons) {
    if (!icon.classList.contains(`anticon-${icon.getAttribute('aria-label')}`)) continue;
    const control = icon.closest(CONTROL);
    if (control && !namedWithoutIcon(control)) {
      const title = control.closest('[title]')?.getAttribute('title');
      if (!title) continue;
      control.setAttribute('aria-label', title);
      control.setAttribute(NAMED_BY_TITLE, '');
    }
    icon.setAttribute('aria-hidden', 'true');
  }
}

/** Keeps doing so for everything React and antd add below `root` later; answers the function that stops it. */
export function watchDefaultIconNames(root: Element): () => void {
  hideDefaultIconNames(root);
  if (typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') {
        if (!(mutation.target instanceof Element)) continue;
        if (mutation.attributeName === 'title') renameFromTitles(mutation.target);
        else hideDefaultIconNames(mutation.target);
        continue;
      }
      for (const node of mutation.addedNodes) if (node instanceof Element) hideDefaultIconNames(node);
    }
  });
  // `aria-label` too: React reuses an icon's element when one icon replaces another (a spinner turning into a tick);
  // `title`: a language switch retitles the pager's items.
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label', 'title'] });
  return () => observer.disconnect();
}
