import { describe, expect, it } from 'vitest';
import { leftOrderStore, savedOrderStore } from './saved-order.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe('savedOrderStore', () => {
  it('keeps the order id and token only, for less than 24 hours', () => {
    const storage = memoryStorage();
    let clock = 1_000_000;
    const saved = savedOrderStore(storage, { apiBase: 'https://bff.test', instance: 'main' }, () => clock);
    saved.save({ orderId: 'ord_1', token: 'tok_1' });
    expect(JSON.parse([...storage.items.values()][0]!)).toEqual({ v: 1, orderId: 'ord_1', token: 'tok_1', savedAt: 1_000_000 });
    clock += DAY_MS - 1;
    expect(saved.load()).toEqual({ orderId: 'ord_1', token: 'tok_1' });
    clock += 1;
    expect(saved.load()).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('keeps which orders the host heard are active, and drops a record whose list is not one', () => {
    const storage = memoryStorage();
    const saved = savedOrderStore(storage, { apiBase: 'x', instance: 'y' }, () => 5);
    saved.save({ orderId: 'eo_1', token: 't', announced: ['ord_1', 'ord_2'] });
    expect(saved.load()).toEqual({ orderId: 'eo_1', token: 't', announced: ['ord_1', 'ord_2'] });
    storage.items.set('road-checkout:order:x#y', '{"v":1,"orderId":"eo_1","token":"t","savedAt":5,"announced":"ord_1"}');
    expect(saved.load()).toBeNull();
  });

  it('keeps BFFs and widget instances apart', () => {
    const storage = memoryStorage();
    const a = savedOrderStore(storage, { apiBase: 'https://bff.test', instance: 'a' });
    const b = savedOrderStore(storage, { apiBase: 'https://bff.test', instance: 'b' });
    const other = savedOrderStore(storage, { apiBase: 'https://other.test', instance: 'a' });
    a.save({ orderId: 'ord_a', token: 't' });
    expect(b.load()).toBeNull();
    expect(other.load()).toBeNull();
    a.clear();
    expect(a.load()).toBeNull();
  });

  it('drops what it cannot read, and works without storage', () => {
    const storage = memoryStorage();
    const saved = savedOrderStore(storage, { apiBase: 'x', instance: 'y' });
    storage.items.set('road-checkout:order:x#y', '{"v":1,"orderId":3}');
    expect(saved.load()).toBeNull();
    expect(storage.items.size).toBe(0);
    const none = savedOrderStore(null, { apiBase: 'x', instance: 'y' });
    none.save({ orderId: 'o', token: 't' });
    expect(none.load()).toBeNull();
    const throwing = savedOrderStore({
      getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => {},
    }, { apiBase: 'x', instance: 'y' });
    expect(() => throwing.save({ orderId: 'o', token: 't' })).not.toThrow();
    expect(throwing.load()).toBeNull();
  });
});

describe('leftOrderStore', () => {
  it('lists the unpaid orders left on this device for a day, each once', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    };
    let clock = Date.UTC(2026, 10, 24, 10);
    const left = leftOrderStore(storage, { apiBase: 'https://bff.test', instance: 'w' }, () => clock);
    left.add({ orderId: 'ord_1', token: 't1' });
    left.add({ orderId: 'ord_2', token: 't2' });
    left.add({ orderId: 'ord_1', token: 't1' });
    expect(left.list()).toEqual([{ orderId: 'ord_2', token: 't2' }, { orderId: 'ord_1', token: 't1' }]);
    left.remove('ord_2');
    expect(left.list()).toEqual([{ orderId: 'ord_1', token: 't1' }]);
    clock += 24 * 60 * 60 * 1000;
    expect(left.list()).toEqual([]);
  });
});
