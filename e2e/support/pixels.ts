import type { Browser } from 'playwright-core';

/**
 * How many pixels of two PNG screenshots differ (any channel), decoded by
 * Chromium itself in a blank page; -1 when their sizes differ.
 */
export async function differingPixels(browser: Browser, a: Buffer, b: Buffer): Promise<number> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(async ([first, second]) => {
      const decode = async (base64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = await Promise.all([decode(first!), decode(second!)]);
      if (x.width !== y.width || x.height !== y.height) return -1;
      let differ = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        if (x.data[i] !== y.data[i] || x.data[i + 1] !== y.data[i + 1] || x.data[i + 2] !== y.data[i + 2]) differ++;
      }
      return differ;
    }, [a.toString('base64'), b.toString('base64')]);
  } finally {
    await page.close();
  }
}
