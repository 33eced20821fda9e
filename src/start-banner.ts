/**
 * The first screen of `npm start`: every address and key a newcomer needs, and where the sandbox controls are,
 * in one screen (at most 24 lines of at most 100 characters) so nothing scrolls away.
 */
export interface StartBannerInput {
  demoUrl: string;
  partnerApiUrl: string;
  bffUrl: string;
  /** The sandbox's demo partners, one a tier. */
  keys: readonly { tier: string; apiKey: string }[];
}

export function startBanner({ demoUrl, partnerApiUrl, bffUrl, keys }: StartBannerInput): string {
  const api = partnerApiUrl.replace(/\/$/, '');
  const row = (name: string, value: string) => `  ${name.padEnd(20)}${value}`;
  return [
    'road-checkout is running: the sandbox (test keys, no real money).',
    '',
    row('Demo partner page', `${demoUrl.replace(/\/$/, '')}   <- start here`),
    row('Partner panel', `${api}/panel`),
    row('API reference', `${api}/docs`),
    row('BFF', bffUrl.replace(/\/$/, '')),
    '',
    'Sandbox API keys (Authorization: Bearer <key>; they also sign in to the panel):',
    ...keys.map((k) => row(k.tier, k.apiKey)),
    '',
    `Sandbox controls, no key needed, under ${api}/sandbox:`,
    row('in the panel', `${api}/panel#/sandbox (clock, providers, faults, payments)`),
    row('move the clock', 'POST /sandbox/clock/advance {"hours": 73}'),
    row('provider down / up', 'POST /sandbox/providers/AT/down, .../AT/up'),
    row('inject faults', 'POST /sandbox/faults, POST /sandbox/webhooks/faults'),
    row('pay / fail a link', 'POST /sandbox/payments/<token>/pay, .../fail'),
    row('all of them', 'src/partner-api/README.md'),
    '',
    'Requests are not logged here; LOG_LEVEL=debug shows each one. Ctrl-C stops everything.',
  ].join('\n');
}
