import { Component } from 'preact';

type Cleanup = (() => void) | void;
interface Slot { value?: unknown; keys?: readonly unknown[] | undefined; cleanup?: Cleanup }

/** The component whose render runs now: the one the hooks below belong to. */
let current: Hooked | null = null;
let index = 0;

/**
 * The part of preact/hooks the widget uses, for its tracked components (tracked.ts), at a fraction of its
 * bytes (the widget's budget is tight). A hook's state is the slot of its call's place in the render, as
 * with Preact's; an effect, layout or not, runs once its render is in the DOM (componentDidMount and
 * componentDidUpdate, where Preact runs layout effects), after the cleanup of its last run, and cleans up
 * when the component goes.
 */
export abstract class Hooked<P = object> extends Component<P> {
  #slots: Slot[] = [];
  #due: Array<[Slot, () => Cleanup]> = [];

  /** Runs `render` with this component's hooks. */
  protected withHooks<T>(render: () => T): T {
    current = this as Hooked;
    index = 0;
    try {
      return render();
    } finally {
      current = null;
    }
  }

  /** The component whose render runs now, and the slot of the hook it calls now. */
  static slot(): [Hooked, Slot] {
    if (!current) throw new Error('road-checkout: a hook was called outside a tracked component');
    return [current, (current.#slots[index++] ??= {})];
  }

  static schedule(owner: Hooked, slot: Slot, run: () => Cleanup) {
    owner.#due.push([slot, run]);
  }

  /** The context of the component whose render runs now: what the components above it hand down (context.ts). */
  static context(): unknown {
    return current?.context ?? null;
  }

  #runDue() {
    const due = this.#due;
    this.#due = [];
    for (const [slot, run] of due) {
      if (typeof slot.cleanup === 'function') slot.cleanup();
      slot.cleanup = run();
    }
  }

  override componentDidMount() {
    this.#runDue();
  }

  override componentDidUpdate() {
    this.#runDue();
  }

  override componentWillUnmount() {
    for (const slot of this.#slots) if (typeof slot.cleanup === 'function') slot.cleanup();
  }
}

const changed = (keys: readonly unknown[] | undefined, before: readonly unknown[] | undefined) =>
  !keys || !before || keys.length !== before.length || keys.some((key, i) => key !== before[i]);

export function useMemo<T>(make: () => T, keys: readonly unknown[]): T {
  const [, slot] = Hooked.slot();
  if (changed(keys, slot.keys)) {
    slot.value = make();
    slot.keys = keys;
  }
  return slot.value as T;
}

export const useRef = <T>(initial: T | null): { current: T | null } => useMemo(() => ({ current: initial }), []);

/** Runs `run` after the render, and again after one whose `keys` changed (every render without keys). */
export function useEffect(run: () => Cleanup, keys?: readonly unknown[]): void {
  const [owner, slot] = Hooked.slot();
  if (changed(keys, slot.keys)) {
    slot.keys = keys;
    Hooked.schedule(owner, slot, run);
  }
}

/** The same as useEffect here: both run once the render is in the DOM, before the browser paints. */
export const useLayoutEffect = useEffect;
