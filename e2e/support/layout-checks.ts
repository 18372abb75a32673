import type { Locator, Page } from 'playwright-core';
import { checkPage } from './signed-in-user.js';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/** Both widths, both schemes, axe in both; screenshots `<name>-<width>-<scheme>.png`. Returns the violations, '' when none. */
export async function checkBothWidths(page: Page, name: string, ready: () => Promise<unknown>): Promise<string> {
  const found: string[] = [];
  for (const [label, size] of [
    ['390', PHONE],
    ['1366', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await ready();
    const problems = await checkPage(page, `${name}-${label}`);
    if (problems) found.push(`[${label}] ${problems}`);
  }
  await page.setViewportSize(DESKTOP);
  return found.join('\n');
}

/**
 * Selects that cut an option: a native <select> narrower than its longest option's text (measured
 * with the select's own font), or a combobox input whose shown value overflows. '' when none.
 */
export async function cutSelects(page: Page): Promise<string> {
  return page.evaluate(() => {
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null && el.getBoundingClientRect().width > 0;
    const ctx = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    for (const select of [...document.querySelectorAll('select')].filter(visible)) {
      const cs = getComputedStyle(select);
      ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const longest = Math.max(...[...select.options].map((o) => ctx.measureText(o.text).width));
      const room = select.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
      if (longest > room + 0.5) cut.push(`select "${select.getAttribute('aria-label') ?? select.id}": needs ${longest.toFixed(0)} px, has ${room.toFixed(0)} px`);
    }
    for (const input of [...document.querySelectorAll<HTMLInputElement>('input.mantine-Select-input')].filter(visible)) {
      if (input.scrollWidth > input.clientWidth + 1) cut.push(`select input "${input.value || input.placeholder}": ${input.scrollWidth} > ${input.clientWidth}`);
    }
    return cut.join('\n');
  });
}

/** Badges whose text is cut (an ellipsis: the label is narrower than its text). '' when none. */
export async function cutBadges(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Badge-label')]
      .filter((l) => l.offsetParent !== null && l.getBoundingClientRect().width > 0)
      .filter((l) => l.scrollWidth > l.clientWidth + 0.5)
      .map((l) => `badge "${l.textContent ?? ''}": ${l.scrollWidth} > ${l.clientWidth}`)
      .join('\n'),
  );
}

/**
 * The primary actions a toast covers: buttons and links in the top bar and in the page's header
 * band (the top 220 px of the page content, where the screens put their actions). '' when none.
 */
export async function actionsUnder(page: Page, toast: Locator): Promise<string> {
  const box = await toast.boundingBox();
  if (!box) throw new Error('the toast is not on screen');
  return page.evaluate((t) => {
    const overlaps = (r: DOMRect) => r.width > 0 && r.height > 0 && r.left < t.x + t.width && r.right > t.x && r.top < t.y + t.height && r.bottom > t.y;
    const actions = [...document.querySelectorAll<HTMLElement>('header button, header a[href], main button, main a[href]')].filter((el) => {
      if (el.closest('.mantine-Notifications-root')) return false;
      const r = el.getBoundingClientRect();
      return el.closest('header') !== null || r.top < 60 + 220;
    });
    return actions
      .filter((el) => overlaps(el.getBoundingClientRect()))
      .map((el) => `"${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName}"`)
      .join(', ');
  }, box);
}
