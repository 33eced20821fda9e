import { effect, type Signal, signal } from '@preact/signals-core';
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useMemo, useReducer, useRef } from 'preact/hooks';

/**
 * The one link between signals and Preact in the widget: `view` renders
 * inside an effect, so the signals it reads are its dependencies, and a
 * change to any of them renders this component again (its children track
 * their own). Each render starts afresh, so what a render no longer reads
 * stops counting. The part of @preact/signals' Preact adapter the widget
 * uses, at a fraction of its bytes (the widget's budget is tight).
 */
export function tracked<P>(view: (props: P) => ComponentChildren) {
  return function Tracked(props: P) {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    const stop = useRef<(() => void) | null>(null);
    stop.current?.();
    let out: ComponentChildren = null;
    let first = true;
    stop.current = effect(() => {
      if (first) out = view(props);
      else rerender(0);
      first = false;
    });
    useLayoutEffect(() => () => stop.current?.(), []);
    return out;
  };
}

/** A signal that lives as long as the component, as @preact/signals' useSignal. */
export const useLocalSignal = <T>(initial: T): Signal<T> => useMemo(() => signal(initial), []);
