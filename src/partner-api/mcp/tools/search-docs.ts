import * as z from 'zod/mini';
import { searchDocs } from '../docs/doc-sections.ts';
import { defineTool } from '../partner-tool.ts';

const MAX_TEXT = 2000;

/** A search over the rules page and the REST reference: no partner data, no route counter. */
export const searchDocsTool = defineTool({
  name: 'search_docs',
  title: 'Search the documentation',
  description: 'Search the rules (buying, statuses, errors, rate limits, idempotency, debt) and the REST reference (every operation with its problem codes) by words, e.g. "duplicate_order retry", "DEFERRED cancel", "Romanian VIN". Answers the best sections with their text; read a whole document as the resource named in source. Reads no partner data.',
  input: z.strictObject({
    query: z.string().check(z.trim(), z.minLength(2), z.maxLength(200), z.describe('Words to look for')),
    limit: z._default(z.int().check(z.minimum(1), z.maximum(10), z.describe('How many sections, 1 to 10')), 5),
  }),
  output: z.object({
    results: z.array(z.object({ title: z.string(), source: z.string(), text: z.string(), score: z.int() })),
  }),
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  run: (_ctx, { query, limit }) => ({
    results: searchDocs(query, limit).map((s) => ({ ...s, text: s.text.length > MAX_TEXT ? `${s.text.slice(0, MAX_TEXT)}…` : s.text })),
  }),
});
