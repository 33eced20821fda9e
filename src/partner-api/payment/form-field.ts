import type { Context } from 'hono';

/** The field of a url-encoded form; any other body counts as an empty form. */
export async function formField(c: Context, name: string): Promise<string | undefined> {
  if (!/^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? '')) return undefined;
  return new URLSearchParams(await c.req.text()).get(name) ?? undefined;
}
