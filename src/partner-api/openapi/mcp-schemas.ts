import * as z from 'zod/mini';

const JsonRpcId = z.union([z.string(), z.int()]);

/** One JSON-RPC 2.0 message (request, notification or response); the MCP revision defines methods and params. */
export const JsonRpcMessage = z.looseObject({
  jsonrpc: z.literal('2.0'),
  id: z.optional(JsonRpcId),
  method: z.optional(z.string()),
  params: z.optional(z.record(z.string(), z.unknown())),
  result: z.optional(z.record(z.string(), z.unknown())),
  error: z.optional(z.object({ code: z.int(), message: z.string(), data: z.optional(z.unknown()) })),
});

/** A POST body: one message, or (2025-03-26 only) a batch of them. */
export const McpRequest = z.union([JsonRpcMessage, z.array(JsonRpcMessage).check(z.minLength(1))]);

const JsonRpcResponse = z.looseObject({
  jsonrpc: z.literal('2.0'),
  id: JsonRpcId,
  result: z.optional(z.record(z.string(), z.unknown())),
  error: z.optional(z.object({ code: z.int(), message: z.string(), data: z.optional(z.unknown()) })),
});

export const McpResponse = z.union([JsonRpcResponse, z.array(JsonRpcResponse)]);

/** What the MCP transport answers when it refuses a request before any message is read: no id to answer to. */
export const JsonRpcError = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.null(),
  error: z.object({ code: z.int(), message: z.string(), data: z.optional(z.unknown()) }),
});

/** `GET /mcp` without `Accept: text/event-stream`: where and how to connect. */
export const McpEndpoint = z.object({
  name: z.string(),
  title: z.string(),
  version: z.string(),
  transport: z.literal('streamable-http'),
  url: z.string(),
  protocol_versions: z.array(z.string()),
  tools: z.array(z.string()),
  resources: z.array(z.string()),
  prompts: z.array(z.string()),
  documentation: z.string(),
});
export type McpEndpoint = z.infer<typeof McpEndpoint>;
