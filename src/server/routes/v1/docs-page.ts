/**
 * The readable reference of /api/v1 (GET /api/v1/docs): written from the OpenAPI document itself, so
 * the page cannot drift from it. Everything from the document is escaped; no script, inline style
 * only (the server's CSP allows 'unsafe-inline' styles, no inline scripts).
 */
import { escapeHtml as esc } from '../../html';

type Json = Record<string, unknown>;
interface Operation {
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; required?: boolean; description?: string; schema?: Json }>;
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Json }> }>;
}

const refName = (s: Json | undefined) =>
  typeof s?.$ref === 'string' ? s.$ref.replace('#/components/schemas/', '') : undefined;

/** A schema's type in a few words, with a link for references. */
function typeOf(s: Json | undefined): string {
  if (!s) return '';
  const name = refName(s);
  if (name) return `<a href="#schema-${esc(name)}">${esc(name)}</a>`;
  if (Array.isArray(s.anyOf)) return (s.anyOf as Json[]).map(typeOf).join(' or ');
  if (Array.isArray(s.enum))
    return (s.enum as unknown[]).map((v) => `<code>${esc(JSON.stringify(v))}</code>`).join(' | ');
  if (s.const !== undefined) return `<code>${esc(JSON.stringify(s.const))}</code>`;
  const type = Array.isArray(s.type) ? s.type.join(' or ') : String(s.type ?? 'any');
  if (type === 'array') return `array of ${typeOf(s.items as Json)}`;
  return esc(type);
}

const table = (head: string[], rows: string[][]) =>
  rows.length === 0
    ? ''
    : `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows
        .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`;

function operationHtml(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? []).map((p) => [
    `<code>${esc(p.name)}</code>`,
    esc(p.in),
    typeOf(p.schema),
    esc(p.description ?? ''),
  ]);
  const body = op.requestBody?.content['application/json']?.schema;
  const responses = Object.entries(op.responses).map(([status, r]) => [
    `<code>${esc(status)}</code>`,
    esc(r.description),
    typeOf(Object.values(r.content ?? {})[0]?.schema),
  ]);
  const auth = op.security?.length === 0 ? 'Public, no key.' : 'Needs an API key (Authorization: Bearer …).';
  return `<section id="op-${esc(method)}-${esc(path.replace(/\W+/g, '-'))}">
<h2><span class="method">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h2>
<p><strong>${esc(op.summary ?? '')}</strong> ${esc(op.description ?? '')}</p><p class="muted">${esc(auth)}</p>
${params.length ? `<h3>Parameters</h3>${table(['name', 'in', 'type', 'meaning'], params)}` : ''}
${body ? `<h3>Request body</h3><p>${typeOf(body)} (application/json)</p>` : ''}
<h3>Responses</h3>${table(['status', 'meaning', 'body'], responses)}</section>`;
}

function schemaHtml(name: string, s: Json): string {
  const required = new Set((s.required as string[] | undefined) ?? []);
  const rows = Object.entries((s.properties as Record<string, Json> | undefined) ?? {}).map(([field, p]) => [
    `<code>${esc(field)}</code>`,
    typeOf(p),
    required.has(field) ? 'yes' : 'no',
    esc(p.description ?? ''),
  ]);
  return `<section id="schema-${esc(name)}"><h3>${esc(name)}</h3>${table(['field', 'type', 'always present', 'meaning'], rows)}</section>`;
}

const STYLE = `body{font-family:system-ui,Arial,sans-serif;margin:0;color:#0f172a;background:#f8fafc;line-height:1.5}
main{max-width:960px;margin:0 auto;padding:24px 16px}section{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:16px;margin:16px 0;overflow-x:auto}
table{border-collapse:collapse;width:100%;font-size:14px}th,td{text-align:left;border-top:1px solid #e2e8f0;padding:6px 8px;vertical-align:top}
th{background:#f1f5f9}code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#0f172a;color:#e2e8f0;padding:12px;border-radius:8px;overflow-x:auto}
.method{background:#1d4ed8;color:#fff;border-radius:6px;padding:2px 8px;font-size:14px}.muted{color:#475569}h2{font-size:18px;margin:0 0 8px}`;

/** The whole page for a document built by openApiDocument. */
export function referencePage(document: Json): string {
  const info = document.info as { title: string; version: string; description: string };
  const ops = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => operationHtml(method, path, op)),
  );
  const schemas = Object.entries((document.components as { schemas: Record<string, Json> }).schemas).map(([n, s]) =>
    schemaHtml(n, s),
  );
  const example = `curl -s -X POST "$GETSEEN_URL/api/v1/analyses" \\
  -H "Authorization: Bearer $GETSEEN_API_KEY" -H "content-type: application/json" \\
  -d '{"url":"https://example.com/pricing"}'
curl -s "$GETSEEN_URL/api/v1/analyses/<id>" -H "Authorization: Bearer $GETSEEN_API_KEY"`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(info.title)} reference</title><style>${STYLE}</style></head><body><main>
<h1>${esc(info.title)} <span class="muted">${esc(info.version)}</span></h1><p>${esc(info.description)}</p>
<p>Machine-readable: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI ${esc(document.openapi)}).</p>
<section><h2>Try it</h2><pre>${esc(example)}</pre></section>
${ops.join('\n')}
<h2>Schemas</h2>${schemas.join('\n')}
</main></body></html>`;
}
