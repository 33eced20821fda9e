import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Paged, PageQuery } from '../../../contract/list.ts';
import { User } from '../../../contract/user.ts';
import { listUsers } from '../../users/list-users.ts';
import { spendRouteLimit } from '../spend-route-limit.ts';
import type { ToolContext } from '../tool-context.ts';
import { runTool, toolResult } from '../tool-result.ts';

/** GET /public/users as a tool (one of the spec's three). */
export function registerGetUsersTool(server: McpServer, ctx: ToolContext): void {
  server.registerTool('get_users', {
    title: 'List users',
    description: 'List the partner\'s users: shoppers with at least one payment, as id, email and created_date. 50 a page; page starts at 1 (default 1); total tells how many there are.',
    inputSchema: PageQuery,
    outputSchema: Paged(User),
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, ({ page }) => runTool('get_users', () => {
    spendRouteLimit(ctx, 'GET /users');
    return toolResult(listUsers(ctx.core, ctx.partner, page));
  }));
}
