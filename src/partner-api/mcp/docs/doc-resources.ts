import { openApiDocument } from '../../openapi/document.ts';
import { rulesPage } from '../../openapi/rules-page.ts';

export interface DocResource {
  uri: string;
  name: string;
  title: string;
  description: string;
  mimeType: string;
  text(publicUrl: string): string;
}

const once = <T>(make: (publicUrl: string) => T) => {
  const made = new Map<string, T>();
  return (publicUrl: string): T => {
    if (!made.has(publicUrl)) made.set(publicUrl, make(publicUrl));
    return made.get(publicUrl) as T;
  };
};

/** The documentation an agent can read from the server itself, generated from what the server runs. */
export const DOC_RESOURCES: readonly DocResource[] = [
  {
    uri: 'road-checkout://docs/rules.md',
    name: 'rules',
    title: 'The rules: buying, statuses, errors, limits',
    description: 'How to buy, what each order status means and what to do, every problem code by operation, which 409s to retry, the rate limits, idempotency, money and dates.',
    mimeType: 'text/markdown',
    text: once(() => rulesPage()),
  },
  {
    uri: 'road-checkout://docs/openapi.json',
    name: 'openapi',
    title: 'OpenAPI 3.1 document of the REST API',
    description: 'Every REST operation with its parameters, bodies, answers and problem codes; the MCP tools mirror them (see each tool\'s description).',
    mimeType: 'application/json',
    text: once((publicUrl) => JSON.stringify(openApiDocument(publicUrl))),
  },
];
