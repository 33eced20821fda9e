import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Paged } from '../../contract/list.ts';
import { Order } from '../../contract/order.ts';
import { Problem } from '../../contract/problem.ts';
import { User } from '../../contract/user.ts';
import { startPartnerApi, type RunningPartnerApi } from '../server.ts';
import { KEYS, orderInput, testSettings } from '../test-support/harness.ts';

let server: RunningPartnerApi;
const clients: Client[] = [];
beforeEach(async () => { server = await startPartnerApi(testSettings()); });
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server.close();
});

const mcpUrl = () => new URL('/mcp', server.url);
const auth = (key: string) => ({ Authorization: `Bearer ${key}` });

/** The SDK's own client over Streamable HTTP, with an API key. */
async function connect(key: string = KEYS.standard): Promise<Client> {
  const client = new Client({ name: 'partner-api-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(mcpUrl(), { requestInit: { headers: auth(key) } }));
  clients.push(client);
  return client;
}

type CallResult = Awaited<ReturnType<Client['callTool']>>;

function textOf(result: CallResult): string {
  const [first] = result.content as { type: string; text: string }[];
  expect(first?.type).toBe('text');
  return first!.text;
}

/** A tool error carries the problem+json body REST would answer. */
function problemOf(result: CallResult): Problem {
  expect(result.isError).toBe(true);
  return Problem.parse(JSON.parse(textOf(result)));
}

function orderOf(result: CallResult): Order {
  expect(result.isError).toBeFalsy();
  const order = Order.parse(result.structuredContent);
  expect(JSON.parse(textOf(result))).toEqual(result.structuredContent);
  return order;
}

const rest = (path: string, init: RequestInit & { key?: string } = {}) => {
  const { key = KEYS.standard, ...rest } = init;
  return fetch(new URL(path, server.url), { ...rest, headers: { ...auth(key), 'Content-Type': 'application/json', ...rest.headers } });
};

describe('MCP at POST /mcp', () => {
  it('lists the six tools with the contract schemas as their input schemas', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['create_order', 'get_order', 'get_products', 'get_user_orders', 'get_users', 'modify_order']);
    for (const tool of tools) {
      expect(tool.description?.length).toBeGreaterThan(80);
      expect(tool.outputSchema?.type).toBe('object');
    }
    const create = tools.find((t) => t.name === 'create_order')!;
    expect(create.inputSchema.required).toEqual(expect.arrayContaining(['order_has_been_paid', 'user', 'products']));
    expect(Object.keys(create.inputSchema.properties ?? {})).toContain('idempotency_key');
    expect(tools.find((t) => t.name === 'modify_order')!.inputSchema.required).toEqual(['order_id']);
    expect(client.getInstructions()).toContain('problem JSON');
  });

  it('creates an order, then reads it back, the same order REST sees', async () => {
    const client = await connect();
    const created = orderOf(await client.callTool({ name: 'create_order', arguments: orderInput({ custom_id: 'agent-1' }) }));
    expect(created).toMatchObject({ status: 'CREATED', custom_id: 'agent-1', product: 'vignette-at-10-days' });
    const read = orderOf(await client.callTool({ name: 'get_order', arguments: { order_id: created.id } }));
    expect(read.id).toBe(created.id);
    expect(Order.parse(await (await rest(`/public/orders/${created.id}`)).json()).id).toBe(created.id);
  });

  it('lists users and their orders, and modifies an order once', async () => {
    const client = await connect();
    const order = orderOf(await client.callTool({ name: 'create_order', arguments: orderInput() }));
    const users = Paged(User).parse((await client.callTool({ name: 'get_users', arguments: {} })).structuredContent);
    expect(users).toMatchObject({ page: 1, per_page: 50, total: 1 });
    expect(users.data[0]?.id).toBe(order.user_id);
    const orders = Paged(Order).parse((await client.callTool({ name: 'get_user_orders', arguments: { user_id: order.user_id } })).structuredContent);
    expect(orders.data.map((o) => o.id)).toEqual([order.id]);
    const modified = orderOf(await client.callTool({ name: 'modify_order', arguments: { order_id: order.id, plate: 'W 54321 B' } }));
    expect(modified.cars[0]?.plate).toBe('W 54321 B');
    expect(modified.can_modify).toBe(false);
    expect(problemOf(await client.callTool({ name: 'modify_order', arguments: { order_id: order.id, plate: 'W 11111 C' } })).status).toBe(409);
  });

  it.each([
    ['vin_required', orderInput({}, { product: 'vignette-ro-30-days', vehicle: { plate: 'B 123 ABC', country: 'RO', type: 'car' } })],
    ['payment_options_not_allowed', orderInput({ allowed_payment_providers: ['stripe'] })],
    ['unknown_product', orderInput({}, { product: 'vignette-xx-nothing' })],
  ])('answers the rule violation %s as a tool error with the REST problem, storing nothing', async (code, args) => {
    const client = await connect();
    const problem = problemOf(await client.callTool({ name: 'create_order', arguments: args }));
    expect(problem).toMatchObject({ status: 400, code });
    const list = Paged(Order).parse(await (await rest('/public/orders')).json());
    expect(list.total).toBe(0);
  });

  it('refuses arguments that fail the contract schema as a tool error, before the tool runs', async () => {
    const client = await connect();
    const result = await client.callTool({ name: 'create_order', arguments: orderInput({ user: { email: 'not-an-email' } }) });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/Input validation error.*user\.email/s);
    expect(problemOf(await client.callTool({ name: 'get_order', arguments: { order_id: 'ord_nothing' } })).code).toBe('order_not_found');
  });

  it('honours idempotency_key: the same key replays over MCP and REST, other arguments are refused', async () => {
    const client = await connect();
    const key = 'mcp_idem_key_0123456789';
    const args = orderInput();
    const first = orderOf(await client.callTool({ name: 'create_order', arguments: { ...args, idempotency_key: key } }));
    const again = orderOf(await client.callTool({ name: 'create_order', arguments: { ...args, idempotency_key: key } }));
    expect(again).toEqual(first);
    const overRest = await rest('/public/orders', { method: 'POST', body: JSON.stringify(args), headers: { 'Idempotency-Key': key } });
    expect(overRest.status).toBe(200);
    expect(overRest.headers.get('idempotent-replayed')).toBe('true');
    expect(Order.parse(await overRest.json()).id).toBe(first.id);
    const reused = problemOf(await client.callTool({ name: 'create_order', arguments: { ...orderInput({ custom_id: 'other' }), idempotency_key: key } }));
    expect(reused).toMatchObject({ status: 422, code: 'idempotency_key_reused' });
    expect(Paged(Order).parse(await (await rest('/public/orders')).json()).total).toBe(1);
  });

  it('answers 401 at the HTTP level without a valid key', async () => {
    const initialize = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 't', version: '1' } } });
    const headers = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
    for (const extra of [{}, auth('sk_test_not_a_known_key_000')]) {
      const res = await fetch(mcpUrl(), { method: 'POST', headers: { ...headers, ...extra }, body: initialize });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await res.json()).toMatchObject({ code: 'unauthorized' });
    }
    await expect(connect('sk_test_not_a_known_key_000')).rejects.toThrow(/401|Unauthorized/i);
  });

  it('answers 403 partner_disabled at the HTTP level once unpaid debt has disabled the partner, like REST', async () => {
    // One partner-paid order of 10 vans' Hungarian annual vignettes (10 x 287.60 EUR) passes the 2,000 EUR
    // threshold; 72 hours later access is off.
    const cars = Array.from({ length: 10 }, (_, i) => ({ product: 'vignette-hu-yearly', vehicle: { plate: `W ${i + 1} VAN`, country: 'AT', type: 'van' } }));
    expect((await rest('/public/orders', { method: 'POST', body: JSON.stringify(orderInput({ products: cars })) })).status).toBe(200);
    expect((await fetch(new URL('/sandbox/clock/advance', server.url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ hours: 73 }) })).status).toBe(200);
    const res = await fetch(mcpUrl(), { method: 'POST', headers: { ...auth(KEYS.standard), 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' }, body: '{}' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'partner_disabled' });
    await expect(connect()).rejects.toThrow(/403/);
    await connect(KEYS.premium);
  });

  it('shares each tool\'s rate limit with its REST route, as a tool error rather than an HTTP 429', async () => {
    const client = await connect();
    const limited = orderOf(await client.callTool({ name: 'create_order', arguments: orderInput() }));
    const other = orderOf(await client.callTool({ name: 'create_order', arguments: orderInput({}, { vehicle: { plate: 'W 2 B', country: 'AT', type: 'car' } }) }));
    for (let i = 0; i < 5; i += 1) expect((await rest(`/public/orders/${limited.id}`)).status).toBe(200);
    const problem = problemOf(await client.callTool({ name: 'get_order', arguments: { order_id: limited.id } }));
    expect(problem).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(problem.detail).toMatch(/GET \/orders\/\{id\} allows 5 requests a minute for the same id/);
    orderOf(await client.callTool({ name: 'get_order', arguments: { order_id: other.id } }));

    for (let i = 0; i < 5; i += 1) expect((await client.callTool({ name: 'get_products', arguments: { country: 'at' } })).isError).toBeFalsy();
    expect(problemOf(await client.callTool({ name: 'get_products', arguments: {} })).code).toBe('rate_limited');
    expect((await rest('/public/products')).status).toBe(429);
  });

  it('answers 405 to GET and DELETE: the server is stateless, with no stream or session', async () => {
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(mcpUrl(), { method, headers: { ...auth(KEYS.standard), Accept: 'text/event-stream' } });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
  });
});

describe('MCP protocol revisions', () => {
  const [current, previous] = SUPPORTED_PROTOCOL_VERSIONS;

  it('negotiates the current revision with the SDK client', async () => {
    // The README and the OpenAPI document name these two: an SDK upgrade that moves them fails here first.
    expect([current, previous]).toEqual(['2025-11-25', '2025-06-18']);
    expect(current).toBe(LATEST_PROTOCOL_VERSION);
    const transport = new StreamableHTTPClientTransport(mcpUrl(), { requestInit: { headers: auth(KEYS.standard) } });
    const client = new Client({ name: 'partner-api-test', version: '1.0.0' });
    await client.connect(transport);
    clients.push(client);
    expect(transport.protocolVersion).toBe(current);
    expect(client.getServerVersion()?.name).toBe('road-checkout-partner-api');
  });

  it('accepts the revision before it, for clients that have not moved yet', async () => {
    // The SDK client always asks for its latest revision, so this drives the SDK transport by hand as an older
    // client would.
    const transport = new StreamableHTTPClientTransport(mcpUrl(), { requestInit: { headers: auth(KEYS.standard) } });
    const answers: JSONRPCMessage[] = [];
    transport.onmessage = (message) => { answers.push(message); };
    await transport.start();
    await transport.send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: previous!, capabilities: {}, clientInfo: { name: 'older-client', version: '1.0.0' } } });
    expect(answers[0]).toMatchObject({ id: 1, result: { protocolVersion: previous, capabilities: { tools: {} } } });
    transport.setProtocolVersion(previous!);
    await transport.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    await transport.send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    expect(answers[1]).toMatchObject({ id: 2, result: { tools: expect.arrayContaining([expect.objectContaining({ name: 'get_user_orders' })]) } });
    await transport.close();
  });
});
