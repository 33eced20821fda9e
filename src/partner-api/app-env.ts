import type { Partner } from './partners/partners.ts';

/** Hono variables set by middleware for the routes after it. */
export type AppEnv = {
  Variables: {
    partner: Partner;
    bodyText: string | undefined;
  };
};
