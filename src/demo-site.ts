import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { listen } from './server-kit/listen.ts';

export interface DemoSiteOptions {
  host: string;
  port: number;
  /**
   * Where the partner's BFF answers, written into the page's embeds; read per
   * request, so the demo can listen before the BFF whose allowed origins name it.
   */
  bffUrl: () => string;
  publicDir: string;
}

/** The demo's pages: the guide with both embeds, and the trip planner as a route page embeds it. */
const PAGES: Record<string, string> = { '/': 'index.html', '/index.html': 'index.html', '/trip.html': 'trip.html' };

/**
 * The demo partner site: the pages of public/, on an origin of their own so
 * the embeds cross origins exactly as on a real partner's site.
 */
export async function startDemoSite(options: DemoSiteOptions): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    // The path as sent, not parsed: a target URL() cannot read (`//[`) is a 404 like any other, not a crash
    // of `npm start`, which runs the Partner API and the BFF in this same process.
    const page = PAGES[(req.url ?? '/').split('?')[0] ?? ''];
    if (req.method !== 'GET' || !page) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    readFile(join(options.publicDir, page), 'utf8').then((html) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(html.replaceAll('%BFF_URL%', options.bffUrl()));
    }, () => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('The page could not be read'));
  });
  const port = await listen(server, options.port, options.host);
  return {
    url: `http://${options.host}:${port}/`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
