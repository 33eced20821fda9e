import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/order.ts';
import type { Product } from '../../contract/product.ts';
import type { ValidateVehicleResult } from '../../contract/vehicle.ts';
import { KEYS } from '../test-support/harness.ts';
import { openLiveApi, type LiveApi } from '../test-support/live-api.ts';
import { connectMcp, valueOf } from './test-support/mcp-client.ts';

let api: LiveApi;
let agent: Client;
beforeAll(async () => {
  api = await openLiveApi();
  agent = await connectMcp(api.url);
});
afterAll(async () => {
  await agent.close();
  await api.close();
});

const call = async <T>(name: string, args: Record<string, unknown>): Promise<T> =>
  valueOf<T>(await agent.callTool({ name, arguments: args }));

/**
 * What an agent does, scripted (no model): only MCP tools, resources and prompts. The test itself moves the sandbox
 * clock and runs what is due between the agent's reads, in place of time passing.
 */
describe('a scripted agent session over MCP', () => {
  it('buys a vignette for a plate, follows it to ACTIVE and reads its confirmation PDF link', async () => {
    const prompt = await agent.getPrompt({ name: 'buy_vignette', arguments: { plate: 'w-12345 a', registration_country: 'AT', country: 'AT', email: 'agent@example.com' } });
    expect(JSON.stringify(prompt.messages)).toContain('validate_vehicle');
    const [rules] = (await agent.readResource({ uri: 'road-checkout://docs/rules.md' })).contents;
    expect(rules && 'text' in rules).toBe(true);
    expect((rules as { text: string }).text).toContain('`ACTIVE` | Valid');

    const plate = await call<ValidateVehicleResult>('validate_vehicle', { plate: 'w-12345 a', country: 'AT' });
    expect(plate).toMatchObject({ valid: true, plate: 'W 12345 A' });
    const { products } = await call<{ products: Product[] }>('get_products', { country: 'AT', type: 'vignette', vehicle_type: 'car' });
    const product = products.find((p) => p.period === 'P10D')!;
    expect(product.slug).toBe('vignette-at-10-days');

    const order = await call<Order>('create_order', {
      order_has_been_paid: true, user: { email: 'agent@example.com' }, idempotency_key: 'agent-session-order-0001',
      products: [{ product: product.slug, vehicle: { plate: plate.plate, country: 'AT', type: 'car' } }],
    });
    expect(order).toMatchObject({ status: 'CREATED', cars: [{ plate: 'W 12345 A', pdf: null }] });

    await api.service.runDue();
    expect(await call('get_order_status', { order_id: order.id })).toEqual({ status: 'PENDING' });
    // The national provider confirms a minute later on the sandbox clock.
    api.service.clock.advanceBy(61_000);
    await api.service.runDue();
    expect(await call('get_order_status', { order_id: order.id })).toEqual({ status: 'ACTIVE' });

    const active = await call<Order>('get_order', { order_id: order.id });
    const link = active.cars[0]!.pdf!;
    expect(link).toBe(`${api.url}/public/orders/${order.id}/cars/0/confirmation.pdf`);
    expect(active.provider_id).not.toBeNull();

    // The link is what the partner's server fetches with its key.
    const pdf = await fetch(link, { headers: { Authorization: `Bearer ${KEYS.standard}` } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
