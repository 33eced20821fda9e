import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestApi, tempDataDir, testSettings, type TestApi } from '../test-support/harness.ts';
import { expectProblem } from '../test-support/order-kit.ts';

let api: TestApi;
afterEach(async () => api.close());

const withPanelDir = (dir: string) => openTestApi({ settings: testSettings({ env: { PARTNER_API_PANEL_DIR: dir } }) });

describe('serving the panel page', () => {
  it('serves the built page with a strict CSP that forbids framing, and its hashed assets', async () => {
    const dir = tempDataDir();
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>panel</title>');
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'export {};');
    api = withPanelDir(dir);
    const page = await api.call('/panel', { key: null });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const asset = await api.call('/panel/assets/index-abc123.js', { key: null });
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    await expectProblem(await api.call('/panel/assets/nope.js', { key: null }), 404, 'not_found');
    await expectProblem(await api.call('/panel/api/anything', { key: null }), 401, 'not_signed_in');
  });

  it('says how to build the panel when it is not built', async () => {
    api = withPanelDir(tempDataDir());
    const body = await expectProblem(await api.call('/panel', { key: null }), 404, 'panel_not_built');
    expect(body.detail).toContain('npm run build');
  });
});
