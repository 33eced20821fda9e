import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { partnerAccount } from './partner-account.ts';

/** GET /public/account: the partner's tier, debt and invoices (an addition to the spec). */
export function accountRoutes(core: PartnerApiCore): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', (c) => c.json(partnerAccount(core, c.get('partner'))));
}
