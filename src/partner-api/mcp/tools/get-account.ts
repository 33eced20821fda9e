import * as z from 'zod/mini';
import { PartnerAccount } from '../../../contract/account.ts';
import { partnerAccount } from '../../debt/partner-account.ts';
import { defineTool } from '../partner-tool.ts';

/** GET /public/account as a tool. */
export const getAccountTool = defineTool({
  name: 'get_account',
  title: 'The partner\'s account and debt',
  description: 'The partner\'s tier (which sets every rate limit), its debt to the service for orders it collected itself, what is due and by when (at 2,000 EUR a notice gives 72 hours; unpaid, API access is disabled and a fine accrues), and its fine invoices.',
  operationId: 'getAccount',
  input: z.strictObject({}),
  output: PartnerAccount,
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  limit: { route: 'GET /account' },
  run: ({ core, partner }) => partnerAccount(core, partner),
});
