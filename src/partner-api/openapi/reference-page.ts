import { createHash } from 'node:crypto';

type Json = Record<string, any>;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem 1.5rem;color:#1a1a1a}
code,pre{font-family:ui-monospace,monospace}pre{background:#f4f4f4;padding:1rem;overflow:auto;max-height:30rem}
table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}
section{border-top:1px solid #ddd;padding-top:.5rem}.m{display:inline-block;min-width:3.5rem;font-size:.8rem;padding:.1rem .3rem;border-radius:3px;color:#fff}
.get{background:#1a5f9e}.post{background:#1d6b35}`;

/**
 * The page runs no script and loads nothing: its one style block is allowed by its hash, so an injected
 * `<script>` or `<style>` would not apply, and no other site may frame it.
 */
export const REFERENCE_PAGE_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const esc = (s: unknown) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const anchor = (method: string, path: string) => `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-');

/** Follows a local `$ref` (`#/components/...`). */
const deref = (doc: Json, node: Json | undefined): Json | undefined => (typeof node?.$ref === 'string'
  ? (node.$ref as string).slice(2).split('/').reduce<Json | undefined>((at, part) => at?.[part] as Json | undefined, doc)
  : node);

function operationHtml(doc: Json, path: string, method: string, op: Json): string {
  const id = anchor(method, path);
  const params = ((op.parameters ?? []) as Json[]).map((p) => deref(doc, p)!);
  const body = deref(doc, op.requestBody?.content?.['application/json']?.schema);
  const answers = Object.entries(op.responses as Json).map(([status, r]) => [status, deref(doc, r as Json)!] as const);
  const responses = answers.map(([status, r]) => `<li><strong>${esc(status)}</strong> ${esc(r.description)}</li>`).join('');
  const okSchema = answers.flatMap(([status, r]) => (status.startsWith('2') ? [deref(doc, r.content?.['application/json']?.schema)] : [])).find(Boolean);
  return `<section aria-labelledby="${id}">
<h3 id="${id}"><span class="m ${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code></h3>
<p>${esc(op.summary)}</p>${op.description ? String(op.description).split('\n\n').map((p: string) => `<p>${esc(p)}</p>`).join('') : ''}
${params.length ? `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead><tbody>${params.map((p) => `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${esc(p.description ?? '')}</td></tr>`).join('')}</tbody></table>` : ''}
${body ? `<details><summary>Request body schema</summary><pre>${esc(JSON.stringify(body, null, 2))}</pre></details>` : ''}
${okSchema ? `<details><summary>Response body schema</summary><pre>${esc(JSON.stringify(okSchema, null, 2))}</pre></details>` : ''}
<h4>Responses</h4><ul>${responses}</ul>
</section>`;
}

/** A readable, self-contained reference page rendered from the OpenAPI document. */
export function referencePage(doc: Json): string {
  const operations = Object.entries(doc.paths as Json).flatMap(([path, ops]) =>
    Object.entries(ops as Json).map(([method, op]) => ({ path, method, op: op as Json })),
  );
  const sections = operations.map(({ path, method, op }) => operationHtml(doc, path, method, op)).join('\n');
  const contents = operations.map(({ path, method, op }) => `<li><a href="#${anchor(method, path)}">${method.toUpperCase()} ${esc(path)}</a>: ${esc(op.summary)}</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(doc.info.title)} reference</title>
<style>${STYLE}</style></head>
<body><header><h1>${esc(doc.info.title)}</h1><p>${esc(doc.info.description)}</p>
<p>Version ${esc(doc.info.version)}. Machine-readable: <a href="openapi.json">openapi.json</a> (OpenAPI 3.1). Base URL: <code>${esc(doc.servers?.[0]?.url ?? '')}</code>.</p></header>
<main><h2>Essentials</h2><ul>
<li>Authentication: <code>Authorization: Bearer &lt;API key&gt;</code> on every route below; 401 without a valid key, 403 when the partner's access is disabled.</li>
<li>Rate limits: per route, per minute, by tier; every answer carries <code>RateLimit-Policy</code> and <code>RateLimit</code>, a 429 also <code>Retry-After</code>.</li>
<li>Retries: send an <code>Idempotency-Key</code> on order creation and reuse it on every retry of the same order.</li>
<li>Errors: <code>application/problem+json</code> with a stable <code>code</code> (for example <code>vin_required</code>, <code>duplicate_order</code>, <code>rate_limited</code>).</li>
</ul>
<nav aria-label="Endpoints"><h2>Endpoints</h2><ul>${contents}</ul></nav>
${sections}</main></body></html>`;
}
