import * as z from 'zod/mini';
import { Paged } from '../../../contract/list.ts';
import { User } from '../../../contract/user.ts';
import { listUsers } from '../../users/list-users.ts';
import { defineTool } from '../partner-tool.ts';
import { Page } from '../tool-args.ts';

/** GET /public/users as a tool (one of the spec's three). */
export const getUsersTool = defineTool({
  name: 'get_users',
  title: 'List users',
  description: 'List the partner\'s users: shoppers with at least one payment, as id, email and created_date, oldest first, 50 a page; total tells how many there are.',
  operationId: 'listUsers',
  input: z.strictObject({ page: Page }),
  output: Paged(User),
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  limit: { route: 'GET /users' },
  run: ({ core, partner }, { page }) => listUsers(core, partner, page),
});
