import type { SavedOrderStore } from './saved-order.ts';

/**
 * The orders the host already heard are ACTIVE, as the saved record of the order or basket `id` keeps them: read
 * back after a reload, they are not announced again.
 */
export function announcedOf(saved: SavedOrderStore, id: string): readonly string[] {
  const kept = saved.load();
  return kept && 'orderId' in kept && kept.orderId === id ? kept.announced ?? [] : [];
}
