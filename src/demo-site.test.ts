import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDemoSite } from './demo-site.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function demo(pages: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'demo-site-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  for (const [name, html] of Object.entries(pages)) writeFileSync(join(dir, name), html);
  const site = await startDemoSite({ host: '127.0.0.1', port: 0, bffUrl: () => 'http://bff.test', publicDir: dir });
  cleanups.push(() => site.close());
  return site;
}

/** A request line as a client may send it, which fetch() would refuse to send. */
function raw(url: string, requestLine: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(`${requestLine}\r\nHost: demo\r\nConnection: close\r\n\r\n`));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the demo partner site', () => {
  it('serves its pages with the BFF address written in', async () => {
    const site = await demo({ 'index.html': '<script src="%BFF_URL%/widget.js"></script>' });
    const page = await fetch(`${site.url}?utm=1`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<script src="http://bff.test/widget.js"></script>');
    expect((await fetch(`${site.url}nowhere`)).status).toBe(404);
  });

  it('answers a request target no URL parser reads with 404 and keeps serving', async () => {
    const site = await demo({ 'index.html': 'home' });
    expect(await raw(site.url, 'GET //[ HTTP/1.1')).toMatch(/^HTTP\/1\.1 404 /);
    expect((await fetch(site.url)).status).toBe(200);
  });

  it('answers 500 when a page cannot be read, and keeps serving', async () => {
    const site = await demo({ 'index.html': 'home' });
    expect((await fetch(`${site.url}trip.html`)).status).toBe(500);
    expect((await fetch(site.url)).status).toBe(200);
  });
});
