import type { SSEStreamingApi } from 'hono/streaming';
import type { OrderEvents } from '../order-events.ts';

/** Below the idle timeouts of common proxies, so an open stream is not cut. */
const HEARTBEAT_MS = 15_000;

/** What one stream watches: its subscription, and how it reads where things stand once subscribed. */
export interface Watch {
  unsubscribe: () => void;
  snapshot: () => Promise<void>;
}

/**
 * The life both status streams share: subscribe before reading the snapshot,
 * so no change can fall between the two; heartbeats; an end on abort, on the
 * watch's own `end`, or at shutdown. A failed read ends the stream too (the
 * widget reconnects), and what it holds is let go in every case.
 */
export async function holdStream(
  stream: SSEStreamingApi, events: OrderEvents, leave: () => void, watch: (end: () => void) => Watch,
): Promise<void> {
  let end = () => {};
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  const { unsubscribe, snapshot } = watch(end);
  const untrack = events.trackStream(end);
  stream.onAbort(end);
  const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
  try {
    await snapshot();
    await ended;
  } finally {
    clearInterval(heartbeat);
    unsubscribe();
    untrack();
    leave();
  }
}
