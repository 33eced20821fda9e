import { Hono } from 'hono';
import { problem } from '../../contract/problem.ts';
import { authorizedOrder } from '../order-access.ts';
import type { OrderStore } from '../order-store.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import type { UpstreamClient } from '../upstream-client.ts';

/** GET /api/orders/{id}/confirmation.pdf?token=: the national provider's PDF, fetched with the partner's key. */
export function confirmationPdfRoute(store: OrderStore, upstream: UpstreamClient): Hono {
  return new Hono().get('/api/orders/:id/confirmation.pdf', async (c) => {
    const { order } = await authorizedOrder(store, c.req.param('id'), c.req.query('token'));
    const pdfUrl = order.status === 'ACTIVE' ? order.cars[0]?.pdf : null;
    if (!pdfUrl) {
      throw new ProblemError(problem(404, 'confirmation_not_ready', 'The confirmation is not ready yet', {
        detail: 'It comes once the order is ACTIVE.',
      }));
    }
    const file = await upstream.download(pdfUrl);
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `inline; filename="confirmation-${order.id.replace(/[^A-Za-z0-9_-]/g, '')}.pdf"`);
    // The URL carries the token: keep the file out of shared caches.
    c.header('Cache-Control', 'private, no-store');
    const length = file.headers.get('Content-Length');
    if (length) c.header('Content-Length', length);
    return c.body(file.body ?? new Uint8Array(0), 200);
  });
}
