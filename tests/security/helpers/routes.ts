import type { FastifyInstance } from 'fastify';

export interface RouteInfo {
  method: string;
  url: string;
}

/**
 * Every registered route, from app.printRoutes({ commonPrefix: false }) (a tree: each line is a
 * segment under its parent, indented by four characters per level). `a|b` parameter alternatives
 * (two methods naming the same parameter differently) keep the first name.
 */
export function listRoutes(app: FastifyInstance): RouteInfo[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const out: RouteInfo[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ├└─]*?)([├└]── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = Math.round(m[1].length / 4);
    const segment = m[3].split('|')[0];
    stack.length = depth;
    stack[depth] = segment;
    const url = stack.join('');
    if (m[4]) for (const method of m[4].split(',').map((s) => s.trim())) out.push({ method, url });
  }
  return out;
}
