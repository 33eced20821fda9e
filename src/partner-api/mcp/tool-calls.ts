import { ErrorCode, McpError, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { parseOrProblem } from '../../contract/problem.ts';
import { jsonSchemaOf } from '../openapi/json-schema.ts';
import type { PartnerTool } from './partner-tool.ts';
import { spendRouteLimit } from './spend-route-limit.ts';
import type { ToolContext } from './tool-context.ts';
import { toolDescription } from './tool-problems.ts';
import { problemResult, runTool, toolResult } from './tool-result.ts';
import { TOOLS } from './tools/index.ts';

const BY_NAME = new Map(TOOLS.map((tool) => [tool.name, tool]));

function definition(tool: PartnerTool): Tool {
  const input = jsonSchemaOf(tool.input, 'input');
  return {
    name: tool.name,
    title: tool.title,
    description: toolDescription(tool),
    inputSchema: (tool.inputSchema ? tool.inputSchema(input) : input) as Tool['inputSchema'],
    outputSchema: jsonSchemaOf(tool.output, 'output') as Tool['outputSchema'],
    annotations: { title: tool.title, ...tool.annotations },
  };
}

let definitions: Tool[] | undefined;

/** `tools/list`: built once per process (every request has a fresh server, the tools never change). */
export const toolDefinitions = (): Tool[] => (definitions ??= TOOLS.map(definition));

/**
 * `tools/call`. An unknown tool is a protocol error (the client asked for something that is not there); arguments
 * that break the tool's schema and refused rules are tool results with the problem, for the model to correct.
 */
export async function callTool(
  ctx: ToolContext, name: string, args: Record<string, unknown> | undefined,
): Promise<CallToolResult> {
  const tool = BY_NAME.get(name);
  if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}. tools/list names the tools of this server.`);
  const parsed = parseOrProblem(tool.input, args ?? {}, 'tool call');
  if (!parsed.ok) return problemResult(parsed.problem);
  return runTool(name, async () => {
    if (tool.limit) spendRouteLimit(ctx, tool.limit.route, tool.limit.id?.(parsed.value));
    return toolResult(await tool.run(ctx, parsed.value) as Record<string, unknown>);
  });
}
