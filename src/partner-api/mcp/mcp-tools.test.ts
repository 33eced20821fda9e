import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payExternalOrder } from '../external-orders/pay-external-order.ts';
import { Conformance } from '../openapi/conformance/conformance-context.ts';
import { ROUTE_LIMITS } from '../rate-limit/limits.ts';
import { openLiveApi, type LiveApi } from '../test-support/live-api.ts';
import { connectMcp, problemOf, valueOf } from './test-support/mcp-client.ts';
import { toolProblems } from './tool-problems.ts';
import { TOOLS } from './tools/index.ts';

type Args = Record<string, unknown>;
type Make = (cx: Conformance) => Args | Promise<Args>;

/** A rule the call breaks: the problem code it must get, or (validate_vehicle) the verdict's code. */
interface Rule { args: Make; code: string; verdict?: true }

/** Tools whose only rule beyond their schema is their route's limit break it: quota + 1 calls. */
const overLimit = (args: Make): Rule => ({ args, code: 'rate_limited' });

const NO_ORDER = 'ord_aaaaaaaaaaaaaaaa';
let n = 0;
const ref = () => `mcp-${(n += 1)}`;

const CASES: Record<string, { valid: Make; invalid: Args; rule?: Rule }> = {
  get_products: { valid: () => ({ country: 'AT', type: 'vignette' }), invalid: { country: 'DE' }, rule: overLimit(() => ({})) },
  get_products_status: { valid: () => ({}), invalid: { country: 'AT' }, rule: overLimit(() => ({})) },
  validate_vehicle: {
    valid: () => ({ plate: 'W 12345 A', country: 'AT' }), invalid: { plate: 'W', country: 'AT' },
    rule: { args: () => ({ plate: 'XX 1', country: 'AT' }), code: 'invalid_plate', verdict: true },
  },
  create_order: {
    valid: (cx) => ({ ...cx.orderBody(1), idempotency_key: `mcp-tools-key-${ref()}` }),
    invalid: { order_has_been_paid: 'yes', user: { email: 'x@example.com' }, products: [] },
    rule: { args: (cx) => cx.orderBody(1, { products: [{ product: 'vignette-ro-30-days', vehicle: { plate: 'B 123 ABC', country: 'RO', type: 'car' } }] }), code: 'vin_required' },
  },
  get_order: { valid: async (cx) => ({ order_id: (await cx.deferredOrder()).id }), invalid: { order_id: 'x' }, rule: { args: () => ({ order_id: NO_ORDER }), code: 'order_not_found' } },
  get_order_status: { valid: async (cx) => ({ order_id: (await cx.deferredOrder()).id }), invalid: { order_id: 42 }, rule: { args: () => ({ order_id: NO_ORDER }), code: 'order_not_found' } },
  list_orders: { valid: () => ({ status: 'WILL BE ACTIVE' }), invalid: { page: '1' }, rule: overLimit(() => ({})) },
  modify_order: {
    valid: async (cx) => ({ order_id: (await cx.deferredOrder()).id, start_date: cx.day(20) }),
    invalid: { order_id: NO_ORDER, start_date: '2026-02-30' },
    rule: {
      args: async (cx) => {
        const order = await cx.deferredOrder();
        await cx.json({ method: 'POST', path: `/public/orders/${order.id}/modify`, json: { start_date: cx.day(15) } });
        return { order_id: order.id, start_date: cx.day(16) };
      },
      code: 'order_not_modifiable',
    },
  },
  cancel_deferred_order: {
    valid: async (cx) => ({ order_id: (await cx.deferredOrder()).id }), invalid: { order_id: 5 },
    rule: { args: async (cx) => ({ order_id: (await cx.pendingOrder()).id }), code: 'order_not_cancellable' },
  },
  cancel_pending_order: {
    valid: async (cx) => ({ order_id: (await cx.pendingOrder()).id }), invalid: {},
    rule: { args: async (cx) => ({ order_id: (await cx.deferredOrder()).id }), code: 'order_not_cancellable' },
  },
  create_external_order: {
    valid: (cx) => cx.externalBody(ref()), invalid: { reference_id: 'no spaces allowed', user: { email: 'x@example.com' }, products: [] },
    rule: { args: async (cx) => ({ ...cx.externalBody((await cx.externalOrder(ref())).reference_id), expires_in: 120 }), code: 'reference_id_taken' },
  },
  get_external_order: {
    valid: async (cx) => ({ external_order_id: (await cx.externalOrder(ref())).reference_id }), invalid: { external_order_id: '' },
    rule: { args: () => ({ external_order_id: 'eo_nothing' }), code: 'external_order_not_found' },
  },
  cancel_external_order: {
    valid: async (cx) => ({ external_order_id: (await cx.externalOrder(ref())).id }), invalid: { external_order_id: 7 },
    rule: {
      args: async (cx) => {
        const external = await cx.externalOrder(ref());
        payExternalOrder(cx.api.service, new URL(external.payment_link!).pathname.split('/').at(-1)!);
        return { external_order_id: external.id };
      },
      code: 'external_order_paid',
    },
  },
  get_users: { valid: () => ({ page: 1 }), invalid: { page: 0 }, rule: overLimit(() => ({})) },
  get_user_orders: {
    valid: async (cx) => ({ user_id: (await cx.deferredOrder()).user_id }), invalid: { user_id: 'nobody' },
    rule: { args: () => ({ user_id: 'usr_aaaaaaaaaaaaaaaa' }), code: 'user_not_found' },
  },
  get_user_vehicles: {
    valid: async (cx) => ({ user_id: (await cx.deferredOrder()).user_id }), invalid: { user_id: 'usr_x', page: 1 },
    rule: { args: () => ({ user_id: 'usr_aaaaaaaaaaaaaaaa' }), code: 'user_not_found' },
  },
  get_account: { valid: () => ({}), invalid: { tier: 'premium' }, rule: overLimit(() => ({})) },
  get_webhook_endpoint: { valid: () => ({}), invalid: { url: null }, rule: overLimit(() => ({})) },
  set_webhook_endpoint: { valid: () => ({ url: null }), invalid: { url: 'ftp://partner.example/hooks' }, rule: overLimit(() => ({ url: null })) },
  search_docs: { valid: () => ({ query: 'duplicate_order retry' }), invalid: { query: 'x', limit: 50 } },
};

let api: LiveApi;
let cx: Conformance;
let client: Client;
beforeAll(async () => {
  api = await openLiveApi();
  cx = new Conformance(api);
  client = await connectMcp(api.url);
});
afterAll(async () => {
  await client.close();
  await api.close();
});

describe('every MCP tool', () => {
  it('has a case here, and these cases no tool that is gone', () => {
    expect(Object.keys(CASES).sort()).toEqual(TOOLS.map((t) => t.name).sort());
  });

  it.each(TOOLS.map((t) => [t.name, t] as const))('%s: a valid call succeeds, its output held to its output schema by the SDK client', async (name) => {
    const result = await client.callTool({ name, arguments: await CASES[name]!.valid(cx) });
    expect(typeof valueOf(result)).toBe('object');
  });

  it.each(TOOLS.map((t) => [t.name, t] as const))('%s: arguments its input schema refuses are a problem JSON tool error, invalid_request', async (name) => {
    const problem = problemOf(await client.callTool({ name, arguments: CASES[name]!.invalid }));
    expect(problem).toMatchObject({ status: 400, code: 'invalid_request', errors: expect.any(Array) });
  });

  const ruled = TOOLS.filter((t) => CASES[t.name]!.rule).map((t) => [t.name, CASES[t.name]!.rule!.code, t] as const);
  it.each(ruled)('%s: a call that breaks a rule gets %s, one of the codes it advertises', async (name, code, tool) => {
    const rule = CASES[name]!.rule!;
    const args = await rule.args(cx);
    if (rule.verdict) {
      expect(valueOf(await client.callTool({ name, arguments: args }))).toMatchObject({ valid: false, code });
      return;
    }
    const result = code === 'rate_limited'
      ? await cx.limited(async () => {
        const quota = ROUTE_LIMITS[tool.limit!.route].perMinute.standard;
        for (let i = 0; i < quota; i += 1) valueOf(await client.callTool({ name, arguments: args }));
        return client.callTool({ name, arguments: args });
      })
      : await client.callTool({ name, arguments: args });
    const problem = problemOf(result);
    expect(problem.code).toBe(code);
    expect([...toolProblems(tool).values()].flat()).toContain(code);
    expect(toolProblems(tool).get(problem.status)).toContain(code);
  });
});

describe('tools/list', () => {
  it('gives each tool a strict input schema, an output schema, annotations and a description naming its refusals', async () => {
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(TOOLS.length);
    for (const tool of tools) {
      expect(tool.inputSchema, tool.name).toMatchObject({ type: 'object', additionalProperties: false });
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      const hints = tool.annotations!.readOnlyHint ? ['readOnlyHint', 'openWorldHint'] : ['readOnlyHint', 'openWorldHint', 'destructiveHint', 'idempotentHint'];
      for (const hint of hints) expect(typeof tool.annotations![hint as 'readOnlyHint'], `${tool.name} ${hint}`).toBe('boolean');
      expect(tool.description, tool.name).toMatch(/codes: 400 invalid_request/);
      expect(JSON.stringify(tool.inputSchema), tool.name).not.toMatch(/\\\\p\{/);
    }
    const byName = new Map(tools.map((t) => [t.name, t]));
    expect(byName.get('get_products')!.inputSchema.properties!.country).toEqual({ type: 'string', enum: ['AT', 'CH', 'CZ', 'SK', 'HU', 'SI', 'RO', 'BG', 'MD'] });
    expect(byName.get('get_users')!.inputSchema.properties!.page).toMatchObject({ type: 'integer', minimum: 1, maximum: 100_000 });
    expect(byName.get('modify_order')!.inputSchema).toMatchObject({ required: ['order_id'], anyOf: [{ required: ['plate'] }, { required: ['country'] }, { required: ['vin'] }, { required: ['start_date'] }] });
    expect(byName.get('create_order')!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false, idempotentHint: false });
    expect(byName.get('cancel_pending_order')!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
  });
});
