/**
 * The one thing the widget keeps across a reload, a closed tab or a lost
 * connection: which order it placed, and the access token that reads it.
 * Nothing personal (no plate, no e-mail), and only for a day, which is as
 * long as an unpaid order can still be paid.
 */
export type SavedOrder =
  | { orderId: string; token: string }
  /** An order creation still in the BFF's queue: its checkout, followed until it becomes an order. */
  | { checkoutId: string; token: string };

export interface SavedOrderStore {
  load(): SavedOrder | null;
  save(order: SavedOrder): void;
  clear(): void;
}

export const SAVED_ORDER_TTL_MS = 24 * 60 * 60 * 1000;

type SavedRecord = SavedOrder & { v: 1; savedAt: number };

function isRecord(value: unknown): value is SavedRecord {
  type Loose = { v?: unknown; orderId?: unknown; checkoutId?: unknown; token?: unknown; savedAt?: unknown };
  const r = value as Loose | null;
  return typeof r === 'object' && r !== null && r.v === 1
    && (typeof r.orderId === 'string' || typeof r.checkoutId === 'string')
    && typeof r.token === 'string' && typeof r.savedAt === 'number';
}

/**
 * One slot per BFF and widget instance (the element's `id`, when a page has
 * several). localStorage is already per partner origin; a browser that
 * refuses storage (private mode, blocked cookies) simply does not resume.
 */
export function savedOrderStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  scope: { apiBase: string; instance: string },
  now: () => number = Date.now,
): SavedOrderStore {
  const key = `road-checkout:order:${scope.apiBase}#${scope.instance}`;
  const attempt = <T>(run: () => T, fallback: T): T => {
    try {
      return storage ? run() : fallback;
    } catch {
      return fallback;
    }
  };
  const clear = () => attempt(() => storage?.removeItem(key), undefined);
  return {
    load() {
      const raw = attempt(() => storage?.getItem(key) ?? null, null);
      if (raw === null) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = null;
      }
      const age = isRecord(parsed) ? now() - parsed.savedAt : Number.NaN;
      if (!isRecord(parsed) || !(age >= 0 && age < SAVED_ORDER_TTL_MS)) {
        clear();
        return null;
      }
      return 'orderId' in parsed ? { orderId: parsed.orderId, token: parsed.token }
        : { checkoutId: parsed.checkoutId, token: parsed.token };
    },
    save(saved) {
      const record: SavedRecord = { ...saved, v: 1, savedAt: now() };
      attempt(() => storage?.setItem(key, JSON.stringify(record)), undefined);
    },
    clear,
  };
}

/** Each page's localStorage, or null where reading it throws (sandboxed frames, blocked storage). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
