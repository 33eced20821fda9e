import { effect, type Signal, signal } from '@preact/signals-core';
import type { ComponentChildren, ComponentType } from 'preact';
import { StoreContext } from './context.ts';
import { Hooked, useMemo } from './hooks.ts';

/**
 * The one link between signals and Preact in the widget: `view` renders
 * inside an effect, so the signals it reads are its dependencies, and a
 * change to any of them renders this component again (its children track
 * their own). Each render starts afresh, so what a render no longer reads
 * stops counting. The part of @preact/signals' Preact adapter the widget
 * uses, at a fraction of its bytes (the widget's budget is tight). A tracked
 * view may call the widget's hooks (hooks.ts) and useStore.
 */
export function tracked<P>(view: (props: P) => ComponentChildren): ComponentType<P> {
  return class Tracked extends Hooked<P> {
    static override contextType = StoreContext;
    #stop: (() => void) | undefined;

    override render(): ComponentChildren {
      this.#stop?.();
      let out: ComponentChildren = null;
      let first = true;
      this.withHooks(() => {
        this.#stop = effect(() => {
          if (first) out = view(this.props as P);
          else this.forceUpdate();
          first = false;
        });
      });
      return out;
    }

    override componentWillUnmount() {
      super.componentWillUnmount();
      this.#stop?.();
    }
  };
}

/** A signal that lives as long as the component, as @preact/signals' useSignal. */
export const useLocalSignal = <T>(initial: T): Signal<T> => useMemo(() => signal(initial), []);
