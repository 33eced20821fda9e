/**
 * The one thing the widget keeps across a reload, a closed tab or a lost
 * connection: which order it placed, and the access token that reads it.
 * Nothing personal (no plate, no e-mail), and only for a day, which is as
 * long as an unpaid order can still be paid.
 */
export type SavedOrder =
  /**
   * `announced`: the orders (this one, or a basket's) the host already heard are ACTIVE, so that reading them
   * back after a reload does not tell it again (a partner counting `order-active` would count one purchase twice).
   */
  | { orderId: string; token: string; announced?: readonly string[] }
  /** An order creation still in the BFF's queue: its checkout, followed until it becomes an order. */
  | { checkoutId: string; token: string };

export interface SavedOrderStore {
  load(): SavedOrder | null;
  save(order: SavedOrder): void;
  clear(): void;
}

/** A basket of the trip planner is saved in the same slot, by its external order's id: the trip chunk resumes it. */
export const isBasketId = (saved: SavedOrder | null) => !!saved && 'orderId' in saved && saved.orderId.startsWith('eo_');

export const SAVED_ORDER_TTL_MS = 24 * 60 * 60 * 1000;

type SavedRecord = SavedOrder & { v: 1; savedAt: number };

function isRecord(value: unknown): value is SavedRecord {
  type Loose = {
    v?: unknown; orderId?: unknown; checkoutId?: unknown; token?: unknown; savedAt?: unknown; announced?: unknown;
  };
  const r = value as Loose | null;
  return typeof r === 'object' && r !== null && r.v === 1
    && (typeof r.orderId === 'string' || typeof r.checkoutId === 'string')
    && typeof r.token === 'string' && typeof r.savedAt === 'number'
    && (r.announced === undefined || Array.isArray(r.announced));
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
      const { v: _v, savedAt: _savedAt, ...saved } = parsed;
      return saved;
    },
    save(saved) {
      const record: SavedRecord = { ...saved, v: 1, savedAt: now() };
      attempt(() => storage?.setItem(key, JSON.stringify(record)), undefined);
    },
    clear,
  };
}

export interface LeftOrder {
  orderId: string;
  token: string;
}

export interface LeftOrderStore {
  list(): LeftOrder[];
  add(order: LeftOrder): void;
  remove(orderId: string): void;
}

/**
 * Unpaid orders the shopper left on this device ("Start a new order"), so
 * that at the device's limit of orders waiting for payment the widget can
 * offer to pay or drop them. Ids and tokens only, each for a day (an unpaid
 * order cannot be paid after that).
 */
export function leftOrderStore(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  scope: { apiBase: string; instance: string },
  now: () => number = Date.now,
): LeftOrderStore {
  const key = `road-checkout:left:${scope.apiBase}#${scope.instance}`;
  type Entry = LeftOrder & { savedAt: number };
  // Storage that throws (blocked, full) or holds something else leaves the list empty;
  // the offer then says where to look.
  const read = (): Entry[] => {
    try {
      return (JSON.parse(storage?.getItem(key) ?? '[]') as Entry[])
        .filter((e) => typeof e.token === 'string' && now() - e.savedAt < SAVED_ORDER_TTL_MS);
    } catch {
      return [];
    }
  };
  const write = (entries: Entry[]) => {
    try {
      storage?.setItem(key, JSON.stringify(entries.slice(-20)));
    } catch {
      // As above: nothing kept.
    }
  };
  const without = (orderId: string) => read().filter((e) => e.orderId !== orderId);
  return {
    list: () => read().map(({ orderId, token }) => ({ orderId, token })),
    add: (order) => write([...without(order.orderId), { ...order, savedAt: now() }]),
    remove: (orderId) => write(without(orderId)),
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
