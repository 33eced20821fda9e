import type { SandboxProviderStates } from '../../contract/sandbox-providers.ts';
import { productsStatus } from '../catalogue/providers.ts';
import type { PartnerApiCore } from '../core.ts';
import { pendingProviderFailures } from '../orders/provider-faults.ts';
import { providerLoad } from '../orders/provider-load.ts';

/**
 * Each country's provider as the sandbox controls left it. Its status is read as GET /public/products/status
 * reads it, so the two never disagree.
 */
export function providerStates(core: PartnerApiCore): SandboxProviderStates {
  const { providers } = productsStatus(core.db, core.clock.now());
  return {
    data: providers.map(({ country, status }) => ({
      country,
      status,
      load: providerLoad(core.db, country),
      fail_next: pendingProviderFailures(core.db, country),
    })),
  };
}
