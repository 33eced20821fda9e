import { describe, expect, it } from 'vitest';
import type { WidgetContext } from '../app/context.ts';
import { setup } from '../app/store-fixtures.ts';
import { tripSession } from './trip-session.ts';
import { loadTripWords } from './trip-words.ts';

// Unbuilt, there is no words chunk to check: nothing is asked of `verified`.
const unverified = () => Promise.reject(new Error('not built'));

describe('the trip session', () => {
  it('keeps the trip across renders, and what its flow says follows a locale changed since', async () => {
    const s = setup();
    const widget = { ...s.store, id: 'rc1', verified: unverified } as WidgetContext;
    const first = tripSession(widget, await loadTripWords('en', unverified));
    // The shopper switched the widget to German: the next render brings the German words.
    const again = tripSession(widget, await loadTripWords('de', unverified));
    expect(again).toBe(first);

    again.flow.submitPlan();
    expect(again.flow.errors.value.route)
      .toBe('Geben Sie die Länder an, durch die Sie fahren, sowie den ersten und den letzten Fahrtag.');
  });
});
