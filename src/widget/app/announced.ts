import type { SavedOrderStore } from './saved-order.ts';

/**
 * The orders the host already heard are ACTIVE, as the saved record of the order or basket `id` keeps them: read
 * back after a reload, they are not announced again.
 */
export function announcedOf(saved: SavedOrderStore, id: string): readonly string[] {
  const kept = saved.load();
  return kept && 'orderId' in kept && kept.orderId === id ? kept.announced ?? [] : [];
}

/**
 * Whether the host is to hear that `orderId` (the order of the saved record `id`, or one of its basket's) is
 * ACTIVE: not when this device said so already, in this tab or another. Noted in the record, read afresh, as long
 * as it is still this order's: a tab that started a new order since keeps its own.
 */
export function firstAnnouncement(saved: SavedOrderStore, id: string, orderId: string): boolean {
  const kept = saved.load();
  if (!kept || !('orderId' in kept) || kept.orderId !== id) return true;
  if (kept.announced?.includes(orderId)) return false;
  saved.save({ ...kept, announced: [...kept.announced ?? [], orderId] });
  return true;
}
