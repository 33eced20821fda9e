import { ProblemError } from '../../server-kit/problem-error.ts';
import type { RouteKey } from '../rate-limit/limits.ts';
import { hitRouteLimit, rateLimitedProblem } from '../rate-limit/route-limit.ts';
import type { ToolContext } from './tool-context.ts';

/**
 * Spends one call of the REST route a tool mirrors, on the same counter, so
 * MCP is no way around section 8. Over the limit it throws the REST route's
 * rate_limited problem, which the tool answers as a tool error, not an HTTP
 * 429: the limit belongs to this tool, not to the /mcp endpoint (the other
 * tools are still within theirs), and an HTTP error is a transport failure
 * that the client throws where the model never sees the "retry after" detail.
 */
export function spendRouteLimit({ core, partner }: ToolContext, route: RouteKey, id?: string): void {
  const state = hitRouteLimit(core, partner, route, id);
  if (!state.allowed) {
    throw new ProblemError(rateLimitedProblem(route, partner, state));
  }
}
