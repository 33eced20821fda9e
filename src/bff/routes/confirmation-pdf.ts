import { Hono } from 'hono';
import * as z from 'zod/mini';
import { problem } from '../../contract/problem.ts';
import type { ConfirmationLinks } from '../confirmation-link.ts';
import type { OrderStore } from '../order-store.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import type { UpstreamClient } from '../upstream-client.ts';

const PdfAccess = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  key: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
});

/**
 * GET /api/orders/{id}/confirmation.pdf?key=: the national provider's PDF, fetched with the partner's API key.
 * The link's key opens this PDF only (confirmation-link.ts); the access token is not taken here, so no address
 * that can change the order is ever made for a page. Like the other order routes, a malformed id, an unknown
 * order and a wrong key all get the same 404.
 */
export function confirmationPdfRoute(store: OrderStore, upstream: UpstreamClient, links: ConfirmationLinks): Hono {
  return new Hono().get('/api/orders/:id/confirmation.pdf', async (c) => {
    const access = PdfAccess.safeParse({ id: c.req.param('id'), key: c.req.query('key') });
    const stored = access.success && links.opens(access.data.id, access.data.key)
      ? await store.getOrder(access.data.id)
      : undefined;
    if (!stored) throw new ProblemError(problem(404, 'order_not_found', 'No order here for this key'));
    const { order } = stored;
    const pdfUrl = order.status === 'ACTIVE' ? order.cars[0]?.pdf : null;
    if (!pdfUrl) {
      throw new ProblemError(problem(404, 'confirmation_not_ready', 'The confirmation is not ready yet', {
        detail: 'It comes once the order is ACTIVE.',
      }));
    }
    const file = await upstream.download(pdfUrl);
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `inline; filename="confirmation-${order.id.replace(/[^A-Za-z0-9_-]/g, '')}.pdf"`);
    // The URL is the key: keep the file out of shared caches.
    c.header('Cache-Control', 'private, no-store');
    const length = file.headers.get('Content-Length');
    if (length) c.header('Content-Length', length);
    return c.body(file.body ?? new Uint8Array(0), 200);
  });
}
