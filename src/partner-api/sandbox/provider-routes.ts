import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../app-env.ts';
import { bringProviderBack, productsStatus, takeProviderDown } from '../catalogue/providers.ts';
import type { PartnerApiCore } from '../core.ts';
import { jsonBody, pathInput } from '../http/request-input.ts';
import { failNextProviderCalls } from '../orders/provider-faults.ts';
import { setProviderLoad } from '../orders/provider-load.ts';
import { providerStates } from './provider-states.ts';
import { CountryParam } from './sandbox-input.ts';

const CountryPath = z.object({ country: CountryParam });
const LoadInput = z.strictObject({ load: z.enum(['normal', 'heavy']) });
const ErrorsInput = z.strictObject({ fail_next: z.int().check(z.nonnegative(), z.maximum(1000)) });

/**
 * National providers: down (silent from now on the sandbox clock; after 5
 * minutes immediate vignettes of the country are refused) and up; heavy
 * load and failing calls are the order lifecycle's (orders/provider-*.ts).
 * GET lists what is set for every country, so a developer sees what is
 * still off and can undo it.
 */
export function providerRoutes(core: PartnerApiCore): Hono<AppEnv> {
  const providerView = (country: string) =>
    productsStatus(core.db, core.clock.now()).providers.find((p) => p.country === country);
  return new Hono<AppEnv>()
    .get('/', (c) => c.json(providerStates(core)))
    .post('/:country/down', (c) => {
      const { country } = pathInput(c, CountryPath);
      takeProviderDown(core.db, country, core.clock.now());
      return c.json(providerView(country));
    })
    .post('/:country/up', (c) => {
      const { country } = pathInput(c, CountryPath);
      bringProviderBack(core.db, country, core.clock.now());
      return c.json(providerView(country));
    })
    .post('/:country/load', async (c) => {
      const { country } = pathInput(c, CountryPath);
      const { load } = await jsonBody(c, LoadInput, 'provider load');
      setProviderLoad(core, country, load);
      return c.json({ country, load });
    })
    .post('/:country/errors', async (c) => {
      const { country } = pathInput(c, CountryPath);
      const { fail_next } = await jsonBody(c, ErrorsInput, 'provider errors');
      failNextProviderCalls(core, country, fail_next);
      return c.json({ country, fail_next });
    });
}
