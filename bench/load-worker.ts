/**
 * One load-client process: a closed loop over `connections` keep-alive
 * sockets for `seconds`, then reports its answers and its own CPU time to
 * the parent, which adds up several of these.
 */
import { Agent, request } from 'node:http';

const url = process.env.BENCH_URL ?? '';
const connections = Number(process.env.BENCH_CONNECTIONS);
const seconds = Number(process.env.BENCH_SECONDS);

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
const loop = async () => { while (Date.now() < deadline) await one(); };
const started = Date.now();
const cpuBefore = process.cpuUsage();
await Promise.all(Array.from({ length: connections }, loop));
const cpu = process.cpuUsage(cpuBefore);
agent.destroy();
process.send?.({ done, errors, wallMs: Date.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 });
