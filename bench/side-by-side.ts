/**
 * The first screen of one or more builds, each behind its own BFF, measured
 * in alternation (baseline, this, baseline, this ...) so that whatever else
 * the machine does at the time falls on every build alike.
 */
import { gzipSync } from 'node:zlib';
import { bundleSizes } from './bundle-size.ts';
import type { InteractivePage, InteractiveRun } from './interactive-time.ts';

export interface Build {
  bffUrl: string;
  widgetDir: string;
}

export const EMBEDS = ['script tag', 'iframe'] as const;
export type Embed = (typeof EMBEDS)[number];

export interface EmbedFigures {
  /** Gzip -9 bytes of the files: what the first screen waits for, and what a purchase runs through its status. */
  staticBeforeInteractive: number;
  staticWhole: number;
  /** Cold visits on the slow phone. */
  cold: InteractiveRun[];
  /** Second visits on the slow phone, the HTTP cache warm from the first. */
  warm: InteractiveRun[];
  /** Cold visits on this machine as it is, unthrottled: the "no slower on a fast machine". */
  fast: InteractiveRun[];
}

/** Per embed, one entry per build, in the order given. */
export type SideBySide = Record<Embed, EmbedFigures[]>;

/** Visits per build and embed of each kind. */
export interface Runs {
  cold: number;
  warm: number;
  fast: number;
}

export async function measureSideBySide(
  page: InteractivePage, builds: readonly Build[], runs: Runs,
): Promise<SideBySide> {
  const figures = {} as SideBySide;
  for (const embed of EMBEDS) {
    figures[embed] = await Promise.all(builds.map((build) => staticFigures(build, embed)));
  }
  const iframe = (embed: Embed) => embed === 'iframe';
  // One unthrottled visit each first, so no build pays for a cold BFF (catalogue cache, first compile).
  for (const embed of EMBEDS) {
    for (const build of builds) await page.measure(build.bffUrl, 1, false, false, iframe(embed));
  }
  for (let i = 0; i < Math.max(runs.cold, runs.warm, runs.fast); i++) {
    for (const embed of EMBEDS) {
      for (const [b, build] of builds.entries()) {
        const into = figures[embed][b]!;
        if (i < runs.cold) into.cold.push(...await page.measure(build.bffUrl, 1, false, true, iframe(embed)));
        if (i < runs.warm) into.warm.push(...await page.measure(build.bffUrl, 1, true, true, iframe(embed)));
        if (i < runs.fast) into.fast.push(...await page.measure(build.bffUrl, 1, false, false, iframe(embed)));
      }
    }
  }
  return figures;
}

async function staticFigures(build: Build, embed: Embed): Promise<EmbedFigures> {
  const sizes = bundleSizes(build.widgetDir);
  const later = sizes.throughStatusGzip - sizes.firstScreenGzip;
  if (embed === 'script tag') {
    const { firstScreenGzip, throughStatusGzip } = sizes;
    return { staticBeforeInteractive: firstScreenGzip, staticWhole: throughStatusGzip, cold: [], warm: [], fast: [] };
  }
  // The frame's page is rendered by the BFF, so it is asked for rather than read from dist.
  const response = await fetch(`${build.bffUrl}/embed?locale=en&country=AT`);
  const html = response.ok ? await response.text() : '';
  // The page carries the loader inline; an older one may still point at widget.js.
  const loader = html.includes('/widget.js"') ? sizes.loaderGzip : 0;
  const page = gzipSync(html, { level: 9 }).length;
  const before = page + loader + sizes.embedGzip + sizes.appGzip + sizes.largestLocaleGzip;
  return { staticBeforeInteractive: before, staticWhole: before + later, cold: [], warm: [], fast: [] };
}
