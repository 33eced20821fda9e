/**
 * The build a bench run is compared with: BENCH_BASELINE (a git revision,
 * default HEAD~1; `none` for no comparison) checked out in a throwaway
 * worktree and its widget built with that revision's own vite config, so
 * both builds are measured on the same machine at the same moment.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface Baseline {
  /** The worktree's root, whose src/bff the baseline's BFF runs from. */
  root: string;
  widgetDir: string;
  /** Short hash and subject, for the report. */
  commit: string;
  /** Removes the worktree; safe to call more than once. */
  cleanup(): void;
}

const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The message of a failed child process: its stderr says why, the Error itself only that it failed. */
const why = (error: unknown) => {
  const stderr = (error as { stderr?: Buffer | string }).stderr?.toString().trim();
  // eslint-disable-next-line no-control-regex -- vite colours its errors even into a pipe
  return (stderr || (error instanceof Error ? error.message : String(error))).replace(/\x1b\[[0-9;]*m/g, '');
};

/**
 * Null (after saying why) when there is to be no baseline, the revision does
 * not resolve or its widget does not build: the bench still measures this build.
 */
export function prepareBaseline(revision = process.env.BENCH_BASELINE ?? 'HEAD~1'): Baseline | null {
  if (revision === 'none') return null;
  let hash: string;
  try {
    hash = git(['rev-parse', '--verify', '--quiet', `${revision}^{commit}`]);
  } catch {
    console.log(`   no baseline: ${revision} is not a commit here`);
    return null;
  }
  const commit = git(['log', '-1', '--format=%h %s', hash]);
  const parent = mkdtempSync(join(tmpdir(), 'road-checkout-baseline-'));
  const root = join(parent, 'checkout');
  let added = false;
  const cleanup = () => {
    try {
      if (added) git(['worktree', 'remove', '--force', root]);
    } catch (error) {
      console.log(`   could not remove the baseline worktree ${root}: ${why(error)}`);
    } finally {
      added = false;
      rmSync(parent, { recursive: true, force: true });
      // A worktree deleted by hand leaves its record behind; prune it either way.
      git(['worktree', 'prune']);
    }
  };
  try {
    git(['worktree', 'add', '--detach', root, hash]);
    added = true;
    // One install for both: the baseline runs on this checkout's packages
    // (so a change of dependencies between the two is not measured).
    symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
    // Only the widget: the panel plays no part in the first screen.
    execFileSync(join(root, 'node_modules/.bin/vite'), ['build'], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    console.log(`   no baseline: ${commit} did not check out or build: ${why(error).split('\n').slice(0, 5).join(' ')}`);
    cleanup();
    return null;
  }
  return { root, widgetDir: join(root, 'dist/widget'), commit, cleanup };
}
