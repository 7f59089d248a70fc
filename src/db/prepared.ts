import type { Db } from './client';

/**
 * A query built once per database and prepared there (drizzle's `.prepare`): a hot read no longer
 * builds its SQL on every call (0.2-0.5 ms of CPU each for GET /api/analyses/:id's two reads), and
 * PostgreSQL parses it once per connection. Values go in as `sql.placeholder`s.
 */
export function preparedPerDatabase<P>(build: (db: Db) => P): (db: Db) => P {
  const prepared = new WeakMap<Db, P>();
  return (db) => {
    let p = prepared.get(db);
    if (!p) prepared.set(db, (p = build(db)));
    return p;
  };
}
