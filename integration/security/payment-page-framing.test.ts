import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../e2e/support/browser.ts';
import { listen } from '../../src/server-kit/listen.ts';
import { loadPartnerApiSettings } from '../../src/partner-api/settings.ts';
import { type RunningPartnerApi, startPartnerApi } from '../../src/partner-api/server.ts';

/**
 * Clickjacking (issue 16): the hosted payment page holds a Pay button, so a
 * page that frames it invisibly could make a shopper press it. Only the
 * partner's registered origins may frame it (the widget shows it inside
 * itself there); any other page, even one that names a registered origin in
 * the link, sees the frame blocked.
 */

/** A site on its own origin that records the messages its window receives. */
async function startSite(): Promise<{ origin: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="en"><title>site</title><script>window.heard = [];'
      + 'addEventListener("message", (e) => heard.push({ origin: e.origin, data: e.data }));</script><h1>site</h1>');
  });
  const port = await listen(server, 0, '127.0.0.1');
  return { origin: `http://127.0.0.1:${port}`, server };
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

let dir: string;
let registered: { origin: string; server: Server };
let alsoRegistered: { origin: string; server: Server };
let hostile: { origin: string; server: Server };
let api: RunningPartnerApi;
let browser: Browser;
let link: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'road-checkout-framing-'));
  [registered, alsoRegistered, hostile] = await Promise.all([startSite(), startSite(), startSite()]);
  const settings = loadPartnerApiSettings({
    PARTNER_API_PORT: '0',
    PARTNER_API_DATA_DIR: dir,
    PARTNER_API_STANDARD_FRAME_ORIGINS: `${registered.origin},${alsoRegistered.origin}`,
  });
  for (const partner of settings.partners) partner.webhookUrl = undefined;
  api = await startPartnerApi(settings);
  const res = await fetch(`${api.url}/public/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer sk_test_standard_sandbox' },
    body: JSON.stringify({
      order_has_been_paid: false,
      user: { email: 'shopper@example.com' },
      products: [{ product: 'vignette-at-10-days', vehicle: { plate: 'W 12345 A', country: 'AT', type: 'car' } }],
    }),
  });
  expect(res.status).toBe(200);
  link = ((await res.json()) as { payment_link: string }).payment_link;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await api?.close();
  await Promise.all([registered, alsoRegistered, hostile].filter(Boolean).map((s) => close(s.server)));
  rmSync(dir, { recursive: true, force: true });
});

const withQuery = (query: Record<string, string>) => {
  const url = new URL(link);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
};

const frameAncestors = (res: Response) => (res.headers.get('content-security-policy') ?? '')
  .split(';').map((d) => d.trim()).find((d) => d.startsWith('frame-ancestors'));

/** Opens `site`, frames `src` in it and waits for the frame's load (a blocked frame loads an error page). */
async function frameIn(site: string, src: string): Promise<{ page: Page; refused: string[] }> {
  const page = await browser.newPage();
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/frame-ancestors/.test(m.text())) refused.push(m.text());
  });
  await page.goto(`${site}/`);
  await page.evaluate((url) => new Promise<void>((resolve) => {
    const frame = document.createElement('iframe');
    frame.title = 'payment';
    frame.src = url;
    frame.onload = () => resolve();
    document.body.append(frame);
  }), src);
  return { page, refused };
}

describe('the hosted payment page against framing', () => {
  it('forbids every frame by default, and to an origin that is not registered', async () => {
    for (const url of [link, withQuery({ lang: 'en' }), withQuery({ origin: hostile.origin }), withQuery({ origin: 'null' })]) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(frameAncestors(res)).toBe("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
    const failed = await fetch(`${link}/fail?origin=${encodeURIComponent(hostile.origin)}`, { method: 'POST' });
    expect(failed.status).toBe(402);
    expect(frameAncestors(failed)).toBe("frame-ancestors 'none'");
    expect(await failed.text()).not.toContain('<script');
  });

  it('names exactly the registered origins when a registered one asks, since every ancestor is checked', async () => {
    const res = await fetch(withQuery({ origin: registered.origin }));
    expect(res.status).toBe(200);
    expect(frameAncestors(res)).toBe(`frame-ancestors ${registered.origin} ${alsoRegistered.origin}`);
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('is blocked in Chromium on a page of an unregistered origin, even when the link names a registered one', async () => {
    for (const src of [link, withQuery({ origin: registered.origin })]) {
      const { page, refused } = await frameIn(hostile.origin, src);
      const frame = page.frames().find((f) => f !== page.mainFrame());
      expect(frame).toBeDefined();
      await expect.poll(() => refused.length).toBeGreaterThan(0);
      expect(refused[0]).toContain(`Framing '${new URL(api.url).origin}/' violates`);
      // Chromium puts its own error page in the frame instead.
      expect(frame!.url()).toMatch(/^chrome-error:/);
      expect(await frame!.getByText('Pay €12.40').count()).toBe(0);
      await page.close();
    }
  });

  it('shows in a frame of a registered origin, and tells that page the result in a versioned envelope', async () => {
    const { page, refused } = await frameIn(registered.origin, withQuery({ origin: registered.origin, lang: 'en' }));
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(await frame!.getByRole('heading', { name: 'Pay €12.40' }).count()).toBe(1);
    await frame!.getByRole('button', { name: 'Simulate failed payment' }).click();
    // Each page says it is there first (a frame that never does was refused), the payment page and then the failure.
    await expect.poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard.length)).toBe(3);
    const ready = { origin: new URL(api.url).origin, data: { proto: 'road-checkout-pay', v: 1, type: 'ready', data: {} } };
    expect(await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([ready, ready, {
      origin: new URL(api.url).origin,
      data: {
        proto: 'road-checkout-pay',
        v: 1,
        type: 'failed',
        data: { reason: 'The payment of €12.40 did not go through and nothing was charged.' },
      },
    }]);
    expect(refused).toEqual([]);
    await page.close();
  });
});
