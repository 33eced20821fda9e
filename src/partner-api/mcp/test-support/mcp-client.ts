import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect } from 'vitest';
import { Problem } from '../../../contract/problem.ts';
import { KEYS } from '../../test-support/harness.ts';

export type CallResult = Awaited<ReturnType<Client['callTool']>>;

/** The SDK's own client over Streamable HTTP with an API key; its tools listed, so it checks every output schema. */
export async function connectMcp(baseUrl: string, key: string = KEYS.standard): Promise<Client> {
  const client = new Client({ name: 'partner-api-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
  await client.listTools();
  return client;
}

export function textOf(result: CallResult): string {
  const [first] = result.content as { type: string; text: string }[];
  expect(first?.type).toBe('text');
  return first!.text;
}

/** A refusal: isError, and the text is the problem JSON REST would answer. */
export function problemOf(result: CallResult): Problem {
  expect(result.isError, textOf(result)).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  return Problem.parse(JSON.parse(textOf(result)));
}

/** A success: the same value as structured content and as text. */
export function valueOf<T = Record<string, unknown>>(result: CallResult): T {
  expect(result.isError, result.isError ? textOf(result) : '').toBeFalsy();
  expect(JSON.parse(textOf(result))).toEqual(result.structuredContent);
  return result.structuredContent as T;
}
