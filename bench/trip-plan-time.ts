/**
 * The trip planner in a browser: section 7 of `npm run bench`, or alone with
 * `npx tsx bench/trip-plan-time.ts`. The planner (src/contract/trip-plan/plan-trip.ts)
 * is bundled by vite's build API as the widget would load it, and planTrip
 * plans a 90-day trip through all 9 countries (two visits each, Hungary with
 * a county vignette) in Debian Chromium with its CPU slowed 4x. Each run is a
 * fresh page, so every run is the cold first call a shopper waits for; only
 * the call is timed, not the chunk's download or parse.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { launchChromium } from '../e2e/support/browser.ts';
import type { ProductsStatus } from '../src/contract/product.ts';
import type { TripRequest } from '../src/contract/trip-plan/trip-request.ts';
import { CATALOGUE } from '../src/partner-api/catalogue/catalogue.ts';
import { browserLine } from './browser-line.ts';
import { machineLine } from './idle-share.ts';
import { median } from './median.ts';

export const TRIP_PLAN_TITLE = 'Trip planner: planTrip of a 90-day trip through all 9 countries, 4x CPU slowdown, 20 cold runs';
export const TRIP_PLAN_BUDGET_MS = 50;

export interface TripPlanFigures {
  /** Milliseconds of each run's planTrip call. */
  runs: number[];
  /** The planner chunk, minified, gzip -9. */
  chunkGzip: number;
}

const TODAY = '2027-02-24';
const COUNTRIES = ['AT', 'CH', 'CZ', 'SK', 'HU', 'SI', 'RO', 'BG', 'MD'];
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** 2027-03-01 to 2027-05-29: the 9 countries twice, 5 days a visit, so each country's days come in two runs. */
export function ninetyDayTrip(): TripRequest {
  const route = [...COUNTRIES, ...COUNTRIES].map((country, visit) => ({
    country, days: [{ from: addDays('2027-03-01', 5 * visit), to: addDays('2027-03-01', 5 * visit + 4) }],
  }));
  return {
    route, first_day: '2027-03-01', last_day: '2027-05-29', vehicle_type: 'car',
    hungary_counties: ['vignette-hu-county-pest'],
  };
}

async function plannerChunk(): Promise<string> {
  const output = await build({
    configFile: false, logLevel: 'silent',
    build: {
      write: false, minify: true, target: 'es2022',
      lib: { entry: resolve('src/contract/trip-plan/plan-trip.ts'), formats: ['iife'], name: 'tripPlanner' },
    },
  }) as Rollup.RollupOutput[];
  const chunk = output[0]!.output[0];
  if (chunk.code.includes('zod')) throw new Error('The planner chunk carries zod');
  return chunk.code;
}

export async function measureTripPlan(runs = 20): Promise<TripPlanFigures> {
  const code = await plannerChunk();
  const status: ProductsStatus = {
    checked_at: `${TODAY}T08:00:00Z`, providers: [],
    products: CATALOGUE.map((p) => ({ slug: p.slug, available: true, immediate_available: true, reason: null })),
  };
  const args = { request: ninetyDayTrip(), context: { products: CATALOGUE, status, today: TODAY } };
  const browser = await launchChromium();
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.setContent('<!doctype html><title>trip plan</title>');
      await page.addScriptTag({ content: code });
      times.push(await page.evaluate(({ request, context }) => {
        const { planTrip } = (window as unknown as { tripPlanner: typeof import('../src/contract/trip-plan/plan-trip.ts') })
          .tripPlanner;
        const start = performance.now();
        const plan = planTrip(request, context);
        const ms = performance.now() - start;
        if (plan.countries.length !== 9) throw new Error(`planned ${plan.countries.length} countries, not 9`);
        return ms;
      }, args));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { runs: times, chunkGzip: gzipSync(code, { level: 9 }).length };
}

/**
 * Measures and prints the section; the budget holds the median, as section 4
 * does, since on a shared machine one run of twenty can wait for a core.
 */
export async function tripPlanSection(budget: (name: string, ok: boolean, detail: string) => void): Promise<void> {
  console.log(`   ${await browserLine()}`);
  console.log(`   ${await machineLine('before measuring')}`);
  const { runs, chunkGzip } = await measureTripPlan();
  const middle = median(runs);
  console.log(`   runs ${runs.map((t) => t.toFixed(1)).join(', ')} ms; planner chunk ${chunkGzip} B gzip`);
  budget(`trip plan <= ${TRIP_PLAN_BUDGET_MS} ms`, middle <= TRIP_PLAN_BUDGET_MS,
    `median ${middle.toFixed(1)} ms, worst ${Math.max(...runs).toFixed(1)} ms (fail over ${TRIP_PLAN_BUDGET_MS} ms)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  console.log(`7. ${TRIP_PLAN_TITLE}`);
  await tripPlanSection((name, ok, detail) => {
    console.log(`   ${ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
    process.exitCode = ok ? 0 : 1;
  });
}
