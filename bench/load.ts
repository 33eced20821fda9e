import { Agent, request } from 'node:http';

/**
 * A closed-loop load: `connections` keep-alive clients each sending the next
 * GET as soon as the last answer is read, for `seconds`. Returns requests/s.
 */
export async function measureRps(
  url: string,
  connections: number,
  seconds: number,
): Promise<{ rps: number; errors: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  const one = () => new Promise<void>((resolve) => {
    const req = request(url, { agent, headers: { origin: 'http://127.0.0.1:4020' } }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode === 200) done += 1; else errors += 1;
        resolve();
      });
    });
    req.on('error', () => { errors += 1; resolve(); });
    req.end();
  });
  const worker = async () => { while (Date.now() < deadline) await one(); };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  return { rps: done / ((Date.now() - started) / 1000), errors };
}
