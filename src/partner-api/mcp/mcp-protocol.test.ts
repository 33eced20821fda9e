import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '../../contract/order.ts';
import { Conformance, initialize, MCP_HEADERS } from '../openapi/conformance/conformance-context.ts';
import { KEYS } from '../test-support/harness.ts';
import { openLiveApi, type LiveApi } from '../test-support/live-api.ts';
import { connectMcp, problemOf, textOf, valueOf } from './test-support/mcp-client.ts';

let api: LiveApi;
let cx: Conformance;
let client: Client;
beforeAll(async () => {
  api = await openLiveApi();
  cx = new Conformance(api);
  await cx.disablePremium();
  client = await connectMcp(api.url);
});
afterAll(async () => {
  await client.close();
  await api.close();
});

const post = (body: unknown, version?: string, key: string = KEYS.standard) => fetch(new URL('/mcp', api.url), {
  method: 'POST', body: JSON.stringify(body),
  headers: { ...MCP_HEADERS, 'Content-Type': 'application/json', Authorization: `Bearer ${key}`, ...(version ? { 'MCP-Protocol-Version': version } : {}) },
});
const toolsList = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list' });

describe('MCP protocol at /mcp', () => {
  it('advertises tools, resources and prompts, and no list-changed notices a stateless server could never send', () => {
    expect(client.getServerCapabilities()).toEqual({ tools: {}, resources: {}, prompts: {} });
    expect(client.getServerVersion()).toMatchObject({ name: 'road-checkout-partner-api', version: '1.0.0' });
    expect(client.getInstructions()).toContain('problem JSON');
  });

  it('answers an unknown tool with a JSON-RPC error, not a tool result', async () => {
    await expect(client.callTool({ name: 'buy_everything', arguments: {} })).rejects.toMatchObject({ code: ErrorCode.InvalidParams, message: expect.stringMatching(/Unknown tool: buy_everything/) });
  });

  it('refuses JSON-RPC batches under the revisions that removed them, takes them under 2025-03-26', async () => {
    for (const version of ['2025-11-25', '2025-06-18']) {
      const res = await post([toolsList(1), toolsList(2)], version);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: ErrorCode.InvalidRequest, message: expect.stringMatching(/no JSON-RPC batches/) } });
    }
    const old = await post([toolsList(1), toolsList(2)], '2025-03-26');
    expect(old.status).toBe(200);
    expect((await old.json() as { id: number }[]).map((m) => m.id).sort()).toEqual([1, 2]);
    expect((await post([initialize()])).status).toBe(400);
  });

  it('negotiates the current revision and still speaks the one before it', async () => {
    expect([LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS[1]]).toEqual(['2025-11-25', '2025-06-18']);
    const transport = new StreamableHTTPClientTransport(new URL('/mcp', api.url), { requestInit: { headers: { Authorization: `Bearer ${KEYS.standard}` } } });
    const answers: JSONRPCMessage[] = [];
    transport.onmessage = (message) => { answers.push(message); };
    await transport.start();
    await transport.send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'older', version: '1' } } });
    expect(answers[0]).toMatchObject({ id: 1, result: { protocolVersion: '2025-06-18', capabilities: { tools: {} } } });
    transport.setProtocolVersion('2025-06-18');
    await transport.send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    expect(answers[1]).toMatchObject({ id: 2, result: { tools: expect.arrayContaining([expect.objectContaining({ name: 'cancel_pending_order' })]) } });
    await transport.close();
  });

  it('answers 401 without a valid key and 403 for a partner the debt control disabled, at the HTTP level', async () => {
    for (const key of ['sk_test_not_a_known_key_000']) {
      const res = await post(initialize(), undefined, key);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    const disabled = await post(initialize(), undefined, KEYS.premium);
    expect(disabled.status).toBe(403);
    expect(await disabled.json()).toMatchObject({ code: 'partner_disabled' });
    await expect(connectMcp(api.url, KEYS.premium)).rejects.toThrow(/403/);
  });

  it('shares each tool\'s rate limit with its REST route, as a tool error carrying the route\'s problem', async () => {
    const order = await cx.deferredOrder();
    await cx.limited(async () => {
      for (let i = 0; i < 5; i += 1) expect((await cx.send({ method: 'GET', path: `/public/orders/${order.id}` })).status).toBe(200);
      const problem = problemOf(await client.callTool({ name: 'get_order', arguments: { order_id: order.id } }));
      expect(problem).toMatchObject({ status: 429, code: 'rate_limited', detail: expect.stringMatching(/GET \/orders\/\{id\} allows 5 requests a minute for the same id/) });
    });
  });

  it('keeps one idempotency store for the tool argument and the REST header', async () => {
    const key = 'mcp_idem_key_0123456789';
    const body = cx.orderBody(3);
    const first = Order.parse(valueOf(await client.callTool({ name: 'create_order', arguments: { ...body, idempotency_key: key } })));
    const again = await cx.send({ method: 'POST', path: '/public/orders', json: body, headers: { 'Idempotency-Key': key } });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(Order.parse(await again.json()).id).toBe(first.id);
    expect(problemOf(await client.callTool({ name: 'create_order', arguments: { ...cx.orderBody(3), idempotency_key: key } }))).toMatchObject({ status: 422, code: 'idempotency_key_reused' });
  });

  it('answers GET with what the endpoint is, but 405 to an event-stream GET and to DELETE', async () => {
    const auth = { Authorization: `Bearer ${KEYS.standard}` };
    const about = await fetch(new URL('/mcp', api.url), { headers: { ...auth, Accept: 'application/json' } });
    expect(await about.json()).toMatchObject({ transport: 'streamable-http', url: `${api.url}/mcp`, tools: expect.arrayContaining(['create_order']) });
    for (const init of [{ headers: { ...auth, Accept: 'text/event-stream' } }, { method: 'DELETE', headers: auth }]) {
      const res = await fetch(new URL('/mcp', api.url), init);
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, POST');
    }
  });
});

describe('documentation and prompts over MCP', () => {
  it('serves the rules and the OpenAPI document as resources, and says when one is not there', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(['road-checkout://docs/rules.md', 'road-checkout://docs/openapi.json']);
    const rules = (await client.readResource({ uri: 'road-checkout://docs/rules.md' })).contents[0]!;
    expect(rules).toMatchObject({ mimeType: 'text/markdown', text: expect.stringContaining('| `duplicate_order` | Never') });
    const openapi = (await client.readResource({ uri: 'road-checkout://docs/openapi.json' })).contents[0] as { text: string };
    expect(JSON.parse(openapi.text)).toMatchObject({ openapi: '3.1.1', servers: [{ url: api.url }] });
    await expect(client.readResource({ uri: 'road-checkout://docs/nothing' })).rejects.toMatchObject({ code: -32002 });
  });

  it('finds a code or a status with search_docs, with the resource to read it in', async () => {
    const { results } = valueOf<{ results: { title: string; source: string; text: string }[] }>(
      await client.callTool({ name: 'search_docs', arguments: { query: 'cancel deferred', limit: 3 } }));
    expect(results[0]).toMatchObject({ title: expect.stringMatching(/cancel-deferred/), source: 'road-checkout://docs/openapi.json#cancelDeferredOrder' });
    expect(results[0]!.text).toContain('order_not_cancellable');
  });

  it('lists the prompts for the common jobs and renders them with their arguments', async () => {
    expect((await client.listPrompts()).prompts.map((p) => p.name)).toEqual(['buy_vignette', 'diagnose_order']);
    const prompt = await client.getPrompt({ name: 'diagnose_order', arguments: { order_id: 'ord_abc' } });
    expect(prompt.messages[0]!.content).toMatchObject({ type: 'text', text: expect.stringContaining('get_order with order_id ord_abc') });
    await expect(client.getPrompt({ name: 'buy_vignette', arguments: { plate: 'W 1 A' } })).rejects.toMatchObject({ code: ErrorCode.InvalidParams });
    expect(textOf(await client.callTool({ name: 'get_products', arguments: { country: 'MD' } }))).toContain('vignette-md');
  });
});
