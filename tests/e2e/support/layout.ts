import { expect, type Locator, type Page } from '@playwright/test';

/** The widths every screen is laid out at: the narrowest phone WCAG reflow asks for, a common phone, a laptop. */
export const LAYOUT_WIDTHS = [320, 390, 1366] as const;
/** The languages the layout check runs in: the reference, long compound words, another script. */
export const LAYOUT_LANGUAGES: readonly string[] = ['en', 'de', 'el'];

/** What the check finds wrong with a screen at one width. */
export interface LayoutFault {
  fault: 'wider than the screen' | 'amount broken over two lines' | 'value cut off';
  where: string;
}

/**
 * Lays the page out at each width and finds what a guest would see broken:
 * an element reaching past the screen's edge (unless a scrolling or
 * clipping box around it holds it: that box is checked instead), an amount
 * whose digits and currency sit on two lines, a text field whose value is
 * wider than its box. Soft: every width of every screen is reported. The
 * viewport is put back as it was.
 */
export async function expectLayout(page: Page, state: string): Promise<void> {
  const before = page.viewportSize();
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    expect.soft(await layoutFaults(page), `layout of ${state} at ${width} px`).toEqual([]);
  }
  if (before) await page.setViewportSize(before);
}

/** The faults of the page as it is laid out now, once the frames after a resize have run. */
export function layoutFaults(page: Page): Promise<LayoutFault[]> {
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const faults: { fault: 'wider than the screen' | 'amount broken over two lines' | 'value cut off'; where: string }[] = [];
    const width = document.documentElement.clientWidth;
    const name = (element: Element) => {
      const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className}"` : ''}> ${label}`;
    };
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && element.getClientRects().length > 0;
    };
    /** Screen-reader-only text is clipped to a pixel on purpose. */
    const visuallyHidden = (rect: DOMRect) => rect.width <= 1 || rect.height <= 1;
    /** A box that scrolls or clips its content sideways holds what reaches past it. */
    const held = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };

    for (const element of document.body.querySelectorAll('*')) {
      if (!shown(element)) continue;
      const rect = element.getBoundingClientRect();
      if (visuallyHidden(rect)) continue;
      if ((rect.right > width + 1 || rect.left < -1) && !held(element)) faults.push({ fault: 'wider than the screen', where: name(element) });
    }

    // Amounts as the product writes them: digits (grouped by points, commas or spaces), a space, the currency's code.
    const amount = /\d(?:[\d.,\u00a0\u202f]*\d)?[\u00a0 ][A-Z]{3}(?![A-Za-z])/g;
    const blockOf = (node: Node) => {
      for (let element = node.parentElement; element; element = element.parentElement) {
        if (!getComputedStyle(element).display.startsWith('inline')) return element;
      }
      return document.body;
    };
    // Text nodes of one block are read as one text: an amount may be split over elements (a number in bold, its currency beside it).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const runs: { block: Element; nodes: Text[] }[] = [];
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (!node.data.trim() || !node.parentElement || !shown(node.parentElement)) continue;
      const block = blockOf(node);
      const last = runs.at(-1);
      if (last && last.block === block) last.nodes.push(node);
      else runs.push({ block, nodes: [node] });
    }
    for (const { nodes } of runs) {
      const text = nodes.map((node) => node.data).join('');
      const at = (offset: number): [Text, number] => {
        for (const node of nodes) {
          if (offset <= node.data.length) return [node, offset];
          offset -= node.data.length;
        }
        const last = nodes.at(-1)!;
        return [last, last.data.length];
      };
      for (const match of text.matchAll(amount)) {
        const range = document.createRange();
        range.setStart(...at(match.index));
        range.setEnd(...at(match.index + match[0].length));
        const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
        const split = boxes.some((one) => boxes.some((other) => other.top >= one.bottom - 1));
        if (split) faults.push({ fault: 'amount broken over two lines', where: `${match[0]} in ${name(nodes[0].parentElement!)}` });
      }
    }

    for (const field of document.body.querySelectorAll<HTMLInputElement>(
      'input:not([type="hidden"], [type="checkbox"], [type="radio"], [type="button"], [type="submit"])',
    )) {
      if (!field.value || !shown(field)) continue;
      if (field.scrollWidth > field.clientWidth + 1) faults.push({ fault: 'value cut off', where: `${field.value} in ${name(field)}` });
    }
    return faults;
  });
}

/**
 * That a guest can tap `target` where it shows. The page itself is scrolled
 * to bring it into the window (as a guest scrolls), never a box around it:
 * Playwright's own click scrolls any box that clips (an `overflow: hidden`
 * one too), so it reaches a button no finger can. The point at the
 * target's centre must then be the target or inside it.
 */
export async function expectReachable(target: Locator, name: string): Promise<void> {
  const under = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) window.scrollBy(0, box.top + box.height / 2 - window.innerHeight / 2);
    const shown = element.getBoundingClientRect();
    const hit = document.elementFromPoint(shown.left + shown.width / 2, shown.top + shown.height / 2);
    return hit !== null && (hit === element || element.contains(hit)) ? 'itself' : (hit?.outerHTML.slice(0, 160) ?? 'nothing');
  });
  expect(under, `what is under the centre of ${name}`).toBe('itself');
}
