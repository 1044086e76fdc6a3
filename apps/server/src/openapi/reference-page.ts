import { escapeHtml } from '../lib/escape-html.js';

type JsonSchema = Record<string, unknown>;
type Operation = {
  tags: string[];
  summary: string;
  security?: unknown[];
  parameters: { name: string; in: string; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: JsonSchema }> }>;
};
type Document = {
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
};

const json = (schema: JsonSchema) =>
  `<pre tabindex="0" aria-label="JSON Schema"><code>${escapeHtml(JSON.stringify(schema, null, 2))}</code></pre>`;

function operationHtml(path: string, method: string, op: Operation): string {
  const params = op.parameters.length
    ? `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Schema</th></tr></thead><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const body = op.requestBody
    ? `<h4>Request body (JSON)</h4>${json(op.requestBody.content['application/json']!.schema)}`
    : '';
  const responses = Object.entries(op.responses)
    .map(([status, r]) => {
      const [type, media] = Object.entries(r.content ?? {})[0] ?? [];
      const schema = media?.schema && status < '400' ? json(media.schema) : '';
      return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(r.description)}${type ? ` <code>${escapeHtml(type)}</code>` : ''}${schema}</li>`;
    })
    .join('');
  const access = op.security ? 'Anyone' : op.responses['403'] ? 'Admins' : 'Signed in';
  return `<details><summary><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> — ${escapeHtml(op.summary)}</summary>
<p>Who may call it: ${access}.</p>${params}${body}<h4>Responses</h4><ul>${responses}</ul></details>`;
}

/**
 * The API reference at /api/docs: the OpenAPI document as one plain page, grouped by tag, each
 * operation a disclosure (keyboard and screen readers get them for free); the document's JSON is one
 * link away for tools.
 */
export function referencePage(doc: Document): string {
  const sections = doc.tags
    .map(({ name }) => {
      const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, op]) => op.tags.includes(name))
          .map(([method, op]) => `<li>${operationHtml(path, method, op)}</li>`),
      );
      return ops.length
        ? `<section aria-labelledby="tag-${escapeHtml(name)}"><h2 id="tag-${escapeHtml(name)}">${escapeHtml(name)}</h2><ul class="ops">${ops.join('')}</ul></section>`
        : '';
    })
    .join('');
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} reference</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#18181b;background:#fff}
main{max-width:64rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.75rem;margin:0 0 .5rem}h2{font-size:1.25rem;margin:2rem 0 .5rem;text-transform:capitalize}h4{margin:1rem 0 .25rem;font-size:1rem}
ul.ops{list-style:none;padding:0;margin:0;display:flex;flex-direction:column;gap:.5rem}
details{border:1px solid #d4d4d8;border-radius:.75rem;padding:.5rem .75rem}
summary{cursor:pointer;overflow-wrap:anywhere}
summary:focus-visible,pre:focus-visible{outline:2px solid #6d28d9;outline-offset:2px}
.method{display:inline-block;min-width:4.5rem;font-weight:700;color:#5b21b6}
pre{background:#f4f4f5;border-radius:.5rem;padding:.75rem;overflow:auto;max-height:24rem;font-size:.8125rem}
table{border-collapse:collapse;width:100%;font-size:.875rem;display:block;overflow-x:auto}
caption{text-align:left;font-weight:700;padding:.5rem 0}
th,td{border-bottom:1px solid #e4e4e7;padding:.25rem .5rem;text-align:left;vertical-align:top}
td code{overflow-wrap:anywhere}
a{color:#5b21b6}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description)}</p>
<p>The OpenAPI 3.1 document itself: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
${sections}
</main>
</body>
</html>`;
}
