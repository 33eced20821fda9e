import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { problem, type Problem } from '../../contract/problem.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';

/**
 * A successful call: JSON text for models that read text, and the same value
 * as `structuredContent`, which clients check against the tool's outputSchema.
 */
export function toolResult(value: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value };
}

/**
 * A refused call: the problem+json body REST would answer, so an agent reads
 * the same stable `code`. A tool error, not a JSON-RPC error: MCP keeps
 * protocol errors for the client machinery and shows tool errors to the model,
 * which is who has to correct the arguments. No `structuredContent`: clients
 * hold that to the output schema of a success.
 */
export function problemResult(body: Problem): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(body) }], isError: true };
}

/**
 * Runs a tool body: a rule violation becomes its problem; anything else is a bug, logged and hidden like
 * REST's 500.
 */
export async function runTool(
  name: string,
  body: () => CallToolResult | Promise<CallToolResult>,
): Promise<CallToolResult> {
  try {
    return await body();
  } catch (err) {
    if (err instanceof ProblemError) return problemResult(err.problem);
    console.error(`partner-api: MCP tool ${name} failed:`, err);
    return problemResult(problem(500, 'internal_error', 'Something went wrong on our side', {
      detail: 'The call was not completed. Retry later (create_order, create_external_order: with the same idempotency_key).',
    }));
  }
}
