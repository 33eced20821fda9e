import { Agent, request, type ClientRequest } from 'node:http';

/**
 * One order's Server-Sent Events stream, read over node:http: remembers when
 * each event id (the order's version) arrived, so a bench can ask "when did
 * version N reach this stream?".
 */
export class EventStream {
  readonly #arrived = new Map<number, number>();
  readonly #waiting = new Map<number, (at: number) => void>();
  readonly #request: ClientRequest;
  #buffer = '';
  #onFirst: ((version: number) => void) | undefined;

  private constructor(url: string, origin: string, onFailure: (error: Error) => void) {
    this.#request = request(url, { agent: new Agent({ keepAlive: false }), headers: { Origin: origin } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        onFailure(new Error(`event stream ${url}: HTTP ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8').on('data', (chunk: string) => {
        const at = performance.now();
        this.#buffer += chunk;
        let end: number;
        while ((end = this.#buffer.indexOf('\n\n')) >= 0) {
          const block = this.#buffer.slice(0, end);
          this.#buffer = this.#buffer.slice(end + 2);
          const id = /^id: ?(\d+)$/m.exec(block)?.[1];
          if (id !== undefined) this.#arrive(Number(id), at);
        }
      });
    });
    this.#request.on('error', (error) => onFailure(error));
    this.#request.end();
  }

  /** Resolves once the stream is open and its first event (the order's snapshot) has come, with that version. */
  static async open(url: string, origin: string): Promise<{ stream: EventStream; firstVersion: number }> {
    let stream!: EventStream;
    const firstVersion = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`event stream ${url}: no first event within 5 s`)), 5_000);
      stream = new EventStream(url, origin, (error) => {
        clearTimeout(timer);
        reject(error);
      });
      stream.#onFirst = (version) => {
        clearTimeout(timer);
        resolve(version);
      };
    });
    return { stream, firstVersion };
  }

  /** When `version` arrived (performance.now()), waiting up to timeoutMs; undefined if it never came. */
  arrival(version: number, timeoutMs: number): Promise<number | undefined> {
    const seen = this.#arrived.get(version);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#waiting.delete(version);
        resolve(undefined);
      }, timeoutMs);
      this.#waiting.set(version, (at) => {
        clearTimeout(timer);
        resolve(at);
      });
    });
  }

  close(): void {
    this.#request.destroy();
  }

  #arrive(version: number, at: number): void {
    this.#arrived.set(version, at);
    this.#onFirst?.(version);
    this.#onFirst = undefined;
    const waiter = this.#waiting.get(version);
    this.#waiting.delete(version);
    waiter?.(at);
  }
}
