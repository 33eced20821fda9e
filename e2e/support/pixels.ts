import type { Browser } from 'playwright-core';

/**
 * How many pixels of two PNG screenshots differ (any channel by more than
 * `tolerance`), decoded by Chromium itself in a blank page; -1 when their sizes differ.
 */
export async function differingPixels(browser: Browser, a: Buffer, b: Buffer, tolerance = 0): Promise<number> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(async ([first, second, most]) => {
      const decode = async (base64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = await Promise.all([decode(first), decode(second)]);
      if (x.width !== y.width || x.height !== y.height) return -1;
      let differ = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        if ([0, 1, 2].some((c) => Math.abs(x.data[i + c]! - y.data[i + c]!) > most)) differ++;
      }
      return differ;
    }, [a.toString('base64'), b.toString('base64'), tolerance] as const);
  } finally {
    await page.close();
  }
}
