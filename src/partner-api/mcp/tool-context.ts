import type { PartnerApiCore } from '../core.ts';
import type { Partner } from '../partners/partners.ts';

/** What every tool of one request works with: the service and the partner of the API key. */
export interface ToolContext {
  core: PartnerApiCore;
  partner: Partner;
}
