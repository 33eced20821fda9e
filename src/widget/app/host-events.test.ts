import { describe, expect, it } from 'vitest';
import { HOST_EVENT_TYPES } from '../embed/protocol.ts';
import { HOST_EVENT_NAMES, hostEvent } from './host-events.ts';

describe('host events', () => {
  it('are versioned, bubble and cross the shadow root', () => {
    const event = hostEvent('order-created', { orderId: 'ord_1' });
    expect(event.type).toBe('road-checkout:order-created');
    expect(event.detail).toEqual({ v: 1, orderId: 'ord_1' });
    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
  });

  it('are the events the iframe bridge relays', () => {
    // The bridge repeats the list so it shares no chunk with the app.
    expect([...HOST_EVENT_TYPES].sort()).toEqual([...HOST_EVENT_NAMES].sort());
  });
});
