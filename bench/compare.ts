/**
 * (11) The cost of competitors side by side (issue 16): a comparison of a page with three competitors'
 * pages against one analysis of a page, in the same run, through the real server (PGlite, in-process
 * worker, one warm Chromium). The operator switches the product on and a visitor redeems an access code
 * through the real APIs; then, alternately, POST /api/analyze and POST /api/analyze-competitors on the
 * bench fixture pages (typical page; competitors small, typical, heavy), each waiting for its result.
 */
import os from 'node:os';
import { startBenchSite } from './fixtures/site';
import { cookiesOf, request, startServerProcess } from './lib/server';
import { log, ms, p50, p95, ratio } from './lib/util';
import { mdTable, type BenchOptions, type Section } from './lib/types';

type Server = Awaited<ReturnType<typeof startServerProcess>>;

/** The operator prices the comparison for the default tenant and makes an access code; a visitor redeems it. */
async function visitorWithComparisons(server: Server): Promise<string> {
  const signIn = await request('POST', `${server.url}/api/admin/auth/dev-sign-in`, {
    body: { email: 'admin@getseen.local' },
  });
  const admin = cookiesOf(signIn);
  const { csrfToken } = JSON.parse((await request('GET', `${server.url}/api/admin/auth/user`, { cookie: admin })).body);
  const asAdmin = { cookie: admin, headers: { 'x-csrf-token': csrfToken } };
  const clients = JSON.parse((await request('GET', `${server.url}/api/admin/clients`, asAdmin)).body) as {
    id: string;
    tenant: string;
  }[];
  const clientId = clients.find((c) => c.tenant === 'default')!.id;
  const product = await request('POST', `${server.url}/api/admin/products`, {
    ...asAdmin,
    body: {
      productType: 'competitor_compare',
      name: 'Comparison',
      price: 4900,
      currency: 'USD',
      isActive: true,
      tenantId: clientId,
    },
  });
  if (product.status !== 201) throw new Error(`product: ${product.status} ${product.body}`);
  const code = await request('POST', `${server.url}/api/admin/access-codes`, { ...asAdmin, body: { clientId } });
  const { fullCode } = JSON.parse(code.body);
  const redeemed = await request('POST', `${server.url}/api/validate-access-code`, {
    body: { code: fullCode, email: 'bench@example.com' },
    from: 7,
  });
  if (redeemed.status !== 200) throw new Error(`access code: ${redeemed.status} ${redeemed.body}`);
  return cookiesOf(redeemed);
}

export async function runCompare(opts: BenchOptions): Promise<Section> {
  const rounds = opts.smoke ? 1 : opts.quick ? 3 : 6;
  const site = await startBenchSite();
  const server = await startServerProcess('all', {});
  const single: number[] = [];
  const compared: number[] = [];
  const failures: string[] = [];
  try {
    const cookie = await visitorWithComparisons(server);
    const timed = async (path: string, body: unknown, into: number[]) => {
      const t0 = performance.now();
      const r = await request('POST', `${server.url}${path}`, { body, cookie, from: 7 });
      if (r.status === 200 && JSON.parse(r.body).status === 'completed') into.push(performance.now() - t0);
      else failures.push(`${path}: ${r.status} ${r.body.slice(0, 200)}`);
    };
    // Warm-up (browser launch, JIT, first writes): not counted.
    await timed('/api/analyze', { url: site.url('typical', 99) }, []);
    for (let i = 0; i < rounds; i++) {
      await timed('/api/analyze', { url: `${site.url('typical', i)}?one=${i}` }, single);
      const competitors = (['small', 'typical', 'heavy'] as const).map(
        (cls, j) => `${site.url(cls, j + 1)}?rival=${i}`,
      );
      await timed('/api/analyze-competitors', { url: `${site.url('typical', i)}?cmp=${i}`, competitors }, compared);
    }
  } finally {
    await server.stop();
    await site.close();
  }
  log(`compare: one analysis p50 ${ms(p50(single))}, comparison with 3 competitors p50 ${ms(p50(compared))}`);
  return {
    id: 'compare',
    title: '11. Competitors side by side: a comparison with three competitors against one analysis',
    table: mdTable(
      ['request', 'runs', 'p50', 'p95', 'vs one analysis (p50)'],
      [
        ['one analysis (POST /api/analyze)', single.length, ms(p50(single)), ms(p95(single)), '1.00×'],
        [
          'your page + 3 competitors (POST /api/analyze-competitors)',
          compared.length,
          ms(p50(compared)),
          ms(p95(compared)),
          ratio(p50(compared), p50(single)),
        ],
      ],
    ),
    notes: [
      `Same server, same run, requests alternated; each waits for its result. A comparison runs four engine analyses (your typical page; competitors small, typical and heavy) in one job and one queue slot, three at a time, sharing the worker's browser and this machine's ${os.cpus().length} cores with nothing else.`,
    ],
    data: { single, compared },
    failures,
  };
}
