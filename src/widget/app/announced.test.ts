import { describe, expect, it } from 'vitest';
import { firstAnnouncement } from './announced.ts';
import { memorySaved } from './store-fixtures.ts';

describe('firstAnnouncement', () => {
  it('says an order is active once on the device, noting it in the saved record', () => {
    const saved = memorySaved({ orderId: 'eo_1', token: 't', announced: [] });
    expect(firstAnnouncement(saved, 'eo_1', 'ord_1')).toBe(true);
    expect(firstAnnouncement(saved, 'eo_1', 'ord_1')).toBe(false);
    expect(firstAnnouncement(saved, 'eo_1', 'ord_2')).toBe(true);
    expect(saved.current).toEqual({ orderId: 'eo_1', token: 't', announced: ['ord_1', 'ord_2'] });
  });

  it('leaves a record another tab wrote for its new order as it is, and still says it here', () => {
    const saved = memorySaved({ orderId: 'ord_new', token: 'other' });
    expect(firstAnnouncement(saved, 'ord_old', 'ord_old')).toBe(true);
    expect(saved.current).toEqual({ orderId: 'ord_new', token: 'other' });
  });
});
