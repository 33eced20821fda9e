import { describe, expect, it } from 'vitest';
import { OrderEvents } from './order-events.ts';
import { localChangeFeed } from './storage/local-change-feed.ts';
import type { ChangeFeed } from './storage/storage.ts';

describe('OrderEvents', () => {
  it('ends at once a stream that registers after all were closed (its request was past its checks at shutdown)', () => {
    const events = new OrderEvents(localChangeFeed(), () => {});
    const ended: string[] = [];
    events.trackStream(() => ended.push('open before'));
    events.closeAllStreams();
    events.trackStream(() => ended.push('opened during close'));
    expect(ended).toEqual(['open before', 'opened during close']);
  });

  it('logs a notice that could not be sent instead of failing the request that stored the change', async () => {
    const down: ChangeFeed = {
      notify: async () => {
        throw new Error('Connection terminated');
      },
      listen: () => () => {},
    };
    const warnings: string[] = [];
    const events = new OrderEvents(down, (message) => warnings.push(message));
    await expect(events.publish('ord_1')).resolves.toBeUndefined();
    expect(warnings).toEqual(['BFF: could not announce a change of order to the streams: Error: Connection terminated']);
  });
});
