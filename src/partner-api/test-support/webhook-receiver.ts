import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook { headers: Record<string, string>; body: string }

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Status to answer the next requests with (200 unless set). */
  answer(status: (request: ReceivedWebhook) => number): void;
  close(): Promise<void>;
}

/** A real HTTP endpoint on 127.0.0.1 that records every delivery attempt. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let status: (request: ReceivedWebhook) => number = () => 200;
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => { body += chunk; }).on('end', () => {
      const request = {
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body,
      };
      received.push(request);
      res.writeHead(status(request)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    received,
    answer: (next) => { status = next; },
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
