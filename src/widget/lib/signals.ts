/**
 * The widget's reactive core: signal, computed, effect and batch, the four
 * operations its store and views use, in about a quarter of the bytes of
 * @preact/signals-core (the widget's download has a hard budget; see
 * DESIGN.md). Computeds are lazy and cached; an effect re-runs, once per
 * batch, after anything it read last time changed; every run tracks afresh,
 * so what a run no longer reads stops counting.
 */
interface Source {
  subs: Set<Reader>;
}
interface Reader {
  deps: Set<Source>;
  stale(): void;
}

export interface ReadonlySignal<T> {
  readonly value: T;
}

let reading: Reader | null = null;
let batching = 0;
let flushing = false;
const queue = new Set<Effect>();

function track(source: Source) {
  if (!reading) return;
  source.subs.add(reading);
  reading.deps.add(source);
}

/** Runs `fn` as `reader`, its reads becoming the reader's only dependencies. */
function evaluate(reader: Reader, fn: () => void) {
  for (const dep of reader.deps) dep.subs.delete(reader);
  reader.deps.clear();
  const outer = reading;
  reading = reader;
  try {
    fn();
  } finally {
    reading = outer;
  }
}

function flush() {
  if (batching || flushing) return;
  flushing = true;
  try {
    // A Set visits what is added while it is walked: effects that change signals queue more, run in this pass.
    for (const e of queue) {
      queue.delete(e);
      e.run();
    }
  } finally {
    flushing = false;
  }
}

export function batch<T>(fn: () => T): T {
  batching++;
  try {
    return fn();
  } finally {
    batching--;
    flush();
  }
}

export class Signal<T> implements Source, ReadonlySignal<T> {
  subs = new Set<Reader>();
  #value: T;

  constructor(value: T) {
    this.#value = value;
  }

  get value(): T {
    track(this);
    return this.#value;
  }

  set value(next: T) {
    if (Object.is(next, this.#value)) return;
    this.#value = next;
    batch(() => {
      for (const sub of [...this.subs]) sub.stale();
    });
  }
}

class Computed<T> implements Source, Reader, ReadonlySignal<T> {
  subs = new Set<Reader>();
  deps = new Set<Source>();
  #dirty = true;
  #value!: T;
  readonly #fn: () => T;

  constructor(fn: () => T) {
    this.#fn = fn;
  }

  stale() {
    if (this.#dirty) return;
    this.#dirty = true;
    for (const sub of [...this.subs]) sub.stale();
  }

  get value(): T {
    if (this.#dirty) {
      evaluate(this, () => {
        this.#value = this.#fn();
      });
      this.#dirty = false;
    }
    track(this);
    return this.#value;
  }
}

class Effect implements Reader {
  deps = new Set<Source>();
  #alive = true;
  readonly #fn: () => void;

  constructor(fn: () => void) {
    this.#fn = fn;
  }

  stale() {
    queue.add(this);
  }

  run() {
    if (this.#alive) evaluate(this, this.#fn);
  }

  dispose() {
    this.#alive = false;
    queue.delete(this);
    evaluate(this, () => undefined);
  }
}

export const signal = <T>(value: T): Signal<T> => new Signal(value);

export const computed = <T>(fn: () => T): ReadonlySignal<T> => new Computed(fn);

/** Runs `fn` now and after every change to what it read; the returned function stops it. */
export function effect(fn: () => void): () => void {
  const e = new Effect(fn);
  e.run();
  return () => e.dispose();
}
