import { describe, expect, it } from 'vitest';
import { formMemory } from './form-memory.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('formMemory', () => {
  it('keeps one form per BFF and widget, and forgets it when cleared', () => {
    const storage = memoryStorage();
    const a = formMemory(storage, { apiBase: 'https://bff.test', instance: 'a' });
    const b = formMemory(storage, { apiBase: 'https://bff.test', instance: 'b' });
    a.save({ step: 'details', fields: { plate: 'W 1A', email: 'ana@example.com' } });
    expect(a.load()).toEqual({ step: 'details', fields: { plate: 'W 1A', email: 'ana@example.com' } });
    expect(b.load()).toBeNull();
    a.clear();
    expect(a.load()).toBeNull();
  });

  it('reads nothing from a broken entry or a storage that throws', () => {
    const storage = memoryStorage();
    storage.items.set('road-checkout:form:https://bff.test#a', '{not json');
    expect(formMemory(storage, { apiBase: 'https://bff.test', instance: 'a' }).load()).toBeNull();
    const throwing = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); }, removeItem: () => undefined };
    const memory = formMemory(throwing, { apiBase: 'https://bff.test', instance: 'a' });
    expect(() => memory.save({ step: 'vehicle', fields: {} })).not.toThrow();
    expect(memory.load()).toBeNull();
  });
});
