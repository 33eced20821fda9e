import { describe, expect, it, vi } from 'vitest';
import { useStore } from './context.ts';
import { Hooked, useEffect, useMemo, useRef } from './hooks.ts';
import { useLoaded } from './use-loaded.ts';

/** A component rendered by hand, as Preact would: render, then componentDidMount or componentDidUpdate. */
class Probe extends Hooked {
  constructor(private readonly view: () => unknown) {
    super();
  }

  override render() {
    return this.withHooks(this.view) as null;
  }

  mount() {
    const out = this.render();
    this.componentDidMount();
    return out;
  }

  update() {
    const out = this.render();
    this.componentDidUpdate();
    return out;
  }
}

describe('the widget\'s hooks', () => {
  it('runs an effect once its render is done, again only when its keys change, cleaning up before and at the end', () => {
    const log: string[] = [];
    let key = 'a';
    const probe = new Probe(() => {
      useEffect(() => {
        log.push(`run ${key}`);
        return () => log.push(`clean ${key}`);
      }, [key]);
      log.push('render');
    });
    probe.mount();
    expect(log).toEqual(['render', 'run a']);
    probe.update();
    expect(log).toEqual(['render', 'run a', 'render']);
    key = 'b';
    probe.update();
    expect(log).toEqual(['render', 'run a', 'render', 'render', 'clean b', 'run b']);
    probe.componentWillUnmount();
    expect(log.at(-1)).toBe('clean b');
  });

  it('runs an effect without keys after every render', () => {
    const run = vi.fn();
    const probe = new Probe(() => useEffect(run));
    probe.mount();
    probe.update();
    probe.update();
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('keeps a memo and a ref across renders, and makes the memo again when its keys change', () => {
    let key = 1;
    const seen: Array<[unknown, unknown]> = [];
    const make = vi.fn(() => ({ key }));
    const probe = new Probe(() => seen.push([useMemo(make, [key]), useRef<string>(null)]));
    probe.mount();
    probe.update();
    expect(make).toHaveBeenCalledTimes(1);
    expect(seen[1]![0]).toBe(seen[0]![0]);
    expect(seen[1]![1]).toBe(seen[0]![1]);
    expect(seen[0]![1]).toEqual({ current: null });
    key = 2;
    probe.update();
    expect(make).toHaveBeenCalledTimes(2);
    expect(seen[2]![0]).toEqual({ key: 2 });
  });

  it('loads once, again when its keys change (keeping the last value meanwhile) and on retry after a failure', async () => {
    let key = 'a';
    let fails = false;
    const load = vi.fn(() => (fails ? Promise.reject(new Error('offline')) : Promise.resolve(key)));
    let got!: ReturnType<typeof useLoaded<string>>;
    const probe = new Probe(() => {
      got = useLoaded(load, [key]);
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve));
    probe.mount();
    expect(got.value).toBeUndefined();
    await settle();
    probe.update();
    expect([got.value, got.failed, load.mock.calls.length]).toEqual(['a', false, 1]);
    key = 'b';
    fails = true;
    probe.update();
    await settle();
    probe.update();
    expect([got.value, got.failed, load.mock.calls.length]).toEqual(['a', true, 2]);
    fails = false;
    got.retry();
    probe.update();
    expect(got.failed).toBe(false);
    await settle();
    probe.update();
    expect([got.value, got.failed, load.mock.calls.length]).toEqual(['b', false, 3]);
  });

  it('refuses a hook or the store outside a tracked render, with a message that says so', () => {
    expect(() => useMemo(() => 1, [])).toThrow('a hook was called outside a tracked component');
    expect(() => useStore()).toThrow('component rendered outside its widget');
  });
});
