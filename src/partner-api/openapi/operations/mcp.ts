import type { Operation } from '../operation.ts';

export const MCP_OPERATIONS: Operation[] = [
  {
    operationId: 'postMcpMessage', method: 'post', path: '/mcp', tag: 'MCP', limit: 'POST /mcp',
    summary: 'Send an MCP message (Streamable HTTP, stateless, JSON answers)',
    description: [
      'MCP revisions 2025-11-25 and 2025-06-18 (2025-03-26 still negotiated). Stateless: no `Mcp-Session-Id`, each POST stands alone; after `initialize` send `MCP-Protocol-Version`. Send `Accept: application/json, text/event-stream`; answers are always `application/json`.',
      'One JSON-RPC message per request. A batch (an array) is taken only under 2025-03-26, the one revision that had them; under a later one (the `MCP-Protocol-Version` header) it is 400 with JSON-RPC error -32600.',
      'A request is answered 200 with its JSON-RPC response; notifications and responses alone are answered 202 with no body. Tool calls answer in the JSON-RPC result: a refused call (its rules, its route\'s rate limit) is a tool result with `isError: true` whose text is the problem JSON its REST route would answer; an unknown tool or method is a JSON-RPC error. Each tool spends the counter of the REST route it mirrors, besides this one.',
      '`DELETE /mcp` answers 405: there are no sessions to end.',
    ].join('\n\n'),
    params: ['McpProtocolVersion'],
    body: 'McpRequest',
    success: [
      { status: 200, description: 'The JSON-RPC response (an array of them for a 2025-03-26 batch)', schema: 'McpResponse' },
      { status: 202, description: 'Accepted: the message was a notification or a response, which get no answer' },
    ],
    jsonRpcErrors: {
      400: 'Not JSON (-32700), not JSON-RPC (-32700), a batch under a revision without them (-32600), or an `MCP-Protocol-Version` this server does not speak (-32000)',
      406: '`Accept` does not list both `application/json` and `text/event-stream` (-32000)',
      415: '`Content-Type` is not `application/json` (-32000)',
    },
  },
  {
    operationId: 'getMcpEndpoint', method: 'get', path: '/mcp', tag: 'MCP',
    summary: 'Describe the MCP endpoint (no event stream)',
    description: 'With `Accept: text/event-stream` (an MCP client opening a server-to-client stream) it answers 405: this stateless server sends nothing unasked. Otherwise it answers what the endpoint is and how to connect.',
    success: [{ status: 200, description: 'What this MCP endpoint is', schema: 'McpEndpoint' }],
    problems: { 405: ['method_not_allowed'] },
  },
];
