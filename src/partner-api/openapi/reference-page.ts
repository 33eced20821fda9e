type Json = Record<string, any>;

const esc = (s: unknown) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function operationHtml(path: string, method: string, op: Json): string {
  const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-');
  const params = (op.parameters ?? []) as Json[];
  const body = op.requestBody?.content?.['application/json']?.schema;
  const responses = Object.entries(op.responses as Json).map(([status, r]) => `<li><strong>${esc(status)}</strong> ${esc((r as Json).description)}</li>`).join('');
  return `<section aria-labelledby="${id}">
<h3 id="${id}"><span class="m ${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code></h3>
<p>${esc(op.summary)}${op.description ? ` ${esc(op.description)}` : ''}</p>
${params.length ? `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead><tbody>${params.map((p) => `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${esc(p.description ?? '')}</td></tr>`).join('')}</tbody></table>` : ''}
${body ? `<details><summary>Request body schema</summary><pre>${esc(JSON.stringify(body, null, 2))}</pre></details>` : ''}
<h4>Responses</h4><ul>${responses}</ul>
</section>`;
}

/** A readable, self-contained reference page rendered from the OpenAPI document. */
export function referencePage(doc: Json): string {
  const sections = Object.entries(doc.paths as Json)
    .flatMap(([path, ops]) => Object.entries(ops as Json).map(([method, op]) => operationHtml(path, method, op as Json)))
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(doc.info.title)} reference</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem 1.5rem;color:#1a1a1a}
code,pre{font-family:ui-monospace,monospace}pre{background:#f4f4f4;padding:1rem;overflow:auto;max-height:30rem}
table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}
section{border-top:1px solid #ddd;padding-top:.5rem}.m{display:inline-block;min-width:3.5rem;font-size:.8rem;padding:.1rem .3rem;border-radius:3px;color:#fff}
.get{background:#1a5f9e}.post{background:#1d6b35}</style></head>
<body><header><h1>${esc(doc.info.title)}</h1><p>${esc(doc.info.description)}</p>
<p>Version ${esc(doc.info.version)}. Machine-readable: <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1).</p></header>
<main><h2>Endpoints</h2>
${sections}</main></body></html>`;
}
