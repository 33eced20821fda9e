/** One Server-Sent Event as a browser's EventSource would dispatch it. */
export interface ServerSentEvent {
  event: string;
  data: string;
  id: string | undefined;
}

/**
 * The events of a `text/event-stream` response, in order, parsed as the
 * HTML spec's EventSource does (CRLF or LF, multi-line data, comments such as
 * heartbeats skipped). It ends when the stream ends; leaving the loop early
 * cancels the body, so the server sees the client go.
 */
export async function* serverSentEvents(res: Response): AsyncGenerator<ServerSentEvent, void, undefined> {
  if (!res.body) throw new Error(`HTTP ${res.status}: no body to read events from`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      // A CR at the very end may be the first half of a CRLF: it waits for the next chunk, as does half a line.
      const cut = buffer.endsWith('\r') ? buffer.length - 1 : buffer.length;
      const lines = buffer.slice(0, cut).split(/\r\n|\r|\n/);
      buffer = (lines.pop() ?? '') + buffer.slice(cut);
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) yield { event: event || 'message', data: data.join('\n'), id };
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const raw = colon === -1 ? '' : line.slice(colon + 1);
        const text = raw.startsWith(' ') ? raw.slice(1) : raw;
        if (field === 'event') event = text;
        else if (field === 'data') data.push(text);
        else if (field === 'id') id = text;
      }
    }
  } finally {
    // Cancelling a stream that already ended or failed only rejects; nothing is left to release.
    await reader.cancel().catch(() => {});
  }
}

/**
 * Reads the stream until `pick` returns something for an event named `name`
 * (its data parsed as JSON), then lets the stream go. Undefined when the
 * stream ended first: the caller decides whether to connect again.
 */
export async function firstEvent<T>(
  res: Response,
  name: string,
  pick: (data: unknown) => T | undefined,
): Promise<T | undefined> {
  for await (const message of serverSentEvents(res)) {
    if (message.event !== name) continue;
    const picked = pick(JSON.parse(message.data));
    if (picked !== undefined) return picked;
  }
  return undefined;
}
