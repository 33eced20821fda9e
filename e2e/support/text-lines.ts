import type { Locator } from 'playwright-core';

/**
 * The line each character of an element's text sits on (its top, rounded), across the text nodes that break
 * points such as <wbr> leave: with the text, what a test needs to say where the text broke.
 */
export const characterLines = (element: Locator) => element.evaluate((el) => {
  const tops: number[] = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let k = 0; k < node.textContent!.length; k++) {
      const one = document.createRange();
      one.setStart(node, k);
      one.setEnd(node, k + 1);
      tops.push(Math.round(one.getBoundingClientRect().top));
    }
  }
  return { text: el.textContent!, tops };
});
