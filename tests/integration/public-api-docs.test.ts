/** The OpenAPI 3.1 document of /api/v1 and its reference page, checked against the routes the server really has. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

/** "METHOD /path/{param}" for every route Fastify registered under /api/v1 (read from its route tree). */
function v1Operations(tree: string): string[] {
  const stack: string[] = [];
  const ops: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ├└─]*?)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    stack.push(m[2]);
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    if (path.startsWith('/api/v1/'))
      for (const method of m[3].split(', ')) if (method !== 'HEAD') ops.push(`${method} ${path}`);
  }
  return ops.sort();
}

describe('the /api/v1 OpenAPI document', () => {
  let t: TestApp;
  let doc: {
    openapi: string;
    paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown[] }>>;
    components: { schemas: Record<string, unknown> };
  };
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const res = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  }, 60_000);
  afterAll(async () => t?.close());

  it('is OpenAPI 3.1 and documents every /api/v1 route the server has, and nothing else', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    const routes = v1Operations(t.app.printRoutes({ commonPrefix: false }));
    expect(routes).toContain('POST /api/v1/analyses');
    expect(routes).toContain('GET /api/v1/analyses/{id}');
    const documented = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(routes);
  });

  it('resolves every $ref to a component schema, and every component schema is used', () => {
    const text = JSON.stringify(doc);
    const refs = [...text.matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(3);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas[ref.split('/').pop()!], ref).toBeDefined();
    }
    for (const name of Object.keys(doc.components.schemas)) expect(refs).toContain(`#/components/schemas/${name}`);
    // One document: no schema carries its own $schema / $id that would re-base its references.
    expect(text).not.toMatch(/"\$id"|"\$defs"/);
  });

  it('generates the schemas from the contract: the request body is the validated one', () => {
    const body = doc.components.schemas.AnalyzeRequest as { required: string[]; additionalProperties: boolean };
    expect(body.required).toEqual(['url']);
    expect(body.additionalProperties).toBe(false);
    const analysis = doc.components.schemas.Analysis as { properties: Record<string, { enum?: string[] }> };
    expect(analysis.properties.status.enum).toEqual(['pending', 'processing', 'completed', 'failed', 'cancelled']);
    const result = doc.components.schemas.AnalysisResult as { properties: Record<string, unknown> };
    expect(Object.keys(result.properties)).toEqual(expect.arrayContaining(['overallScore', 'audits', 'gates']));
  });

  it('marks the key routes as needing a key, with 401 and 429 documented', () => {
    for (const op of [doc.paths['/api/v1/analyses'].post, doc.paths['/api/v1/analyses/{id}'].get]) {
      expect(op.security).toEqual([{ apiKey: [] }]);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '401', '429']));
    }
    expect(doc.paths['/api/v1/openapi.json'].get.security).toEqual([]);
  });

  it('serves a readable reference page written from the document, escaped, without scripts', async () => {
    const res = await t.app.inject({ url: '/api/v1/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    for (const path of Object.keys(doc.paths)) expect(res.body).toContain(`<code>${path}</code>`);
    for (const name of Object.keys(doc.components.schemas)) expect(res.body).toContain(`id="schema-${name}"`);
    expect(res.body).not.toMatch(/<script/i);
    // The description's apostrophe arrives escaped, as everything from the document does.
    expect(res.body).toContain('GetSeen&#39;s');
  });
});
