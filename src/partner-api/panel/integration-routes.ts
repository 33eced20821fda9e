import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { integrationChecklist } from './integration-checklist.ts';

/** The panel's test-integration screen: the checklist and the rate-limit usage. */
export function panelIntegrationRoutes(core: PartnerApiCore): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', (c) => c.json(integrationChecklist(core, c.get('partner'))));
}
