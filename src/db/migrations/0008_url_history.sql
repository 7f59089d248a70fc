-- The history key of an address (docs/decisions/020): the stored URL (already WHATWG-serialised) with scheme and host
-- lower-cased, the default port, the fragment, tracking parameters and a trailing slash of the path removed, and the
-- remaining query parameters sorted. One definition, in the database: the generated column below computes it for every
-- row, old (the backfill) and new, and a history request applies the same function to the address it names.
CREATE OR REPLACE FUNCTION url_history_key(url text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(
    regexp_replace(lower(m.p[1]), '^(http://[^/]*):80$|^(https://[^/]*):443$', '\1\2')
      || coalesce(nullif(regexp_replace(m.p[2], '(.)/+$', '\1'), ''), '/')
      || coalesce('?' || (
        SELECT string_agg(q, '&' ORDER BY q COLLATE "C")
        FROM regexp_split_to_table(m.p[3], '&') AS q
        WHERE q <> ''
          AND q !~* '^(utm_[^=]*|gclid|dclid|gbraid|wbraid|gclsrc|fbclid|msclkid|yclid|twclid|ttclid|li_fat_id|igshid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|mkt_tok|vero_id|s_cid)(=|$)'
      ), ''),
    url)
  FROM (SELECT regexp_match(split_part(url, '#', 1), '^([a-zA-Z][a-zA-Z0-9+.-]*://[^/?#]*)([^?#]*)(?:\?(.*))?$') AS p) AS m
$$;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "normalized_url" text GENERATED ALWAYS AS (url_history_key(url)) STORED;--> statement-breakpoint
CREATE INDEX "analyses_client_normalized_url_idx" ON "analyses" USING btree ("client_id","normalized_url","created_at");