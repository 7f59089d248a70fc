-- The history key of an address (docs/decisions/020): the stored URL (already WHATWG-serialised) with scheme and host
-- lower-cased, the default port, the fragment, tracking parameters and a trailing slash of the path removed, and the
-- remaining query parameters sorted. One definition, in the database: the generated column below computes it for every
-- row, old (the backfill) and new, and a history request applies the same function to the address it names.
-- PL/pgSQL rather than SQL: its plans are cached, which made it 2.5 times faster on PGlite.
CREATE OR REPLACE FUNCTION url_history_key(url text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
DECLARE
  p text[];
  q text;
BEGIN
  p := regexp_match(split_part(url, '#', 1), '^([a-zA-Z][a-zA-Z0-9+.-]*://[^/?#]*)([^?#]*)(?:\?(.*))?$');
  IF p IS NULL THEN
    RETURN url;
  END IF;
  IF p[3] <> '' THEN
    SELECT string_agg(x, '&' ORDER BY x COLLATE "C") INTO q
    FROM regexp_split_to_table(p[3], '&') AS x
    WHERE x <> ''
      AND x !~* '^(utm_[^=]*|gclid|dclid|gbraid|wbraid|gclsrc|fbclid|msclkid|yclid|twclid|ttclid|li_fat_id|igshid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|mkt_tok|vero_id|s_cid)(=|$)';
  END IF;
  RETURN regexp_replace(lower(p[1]), '^(http://[^/]*):80$|^(https://[^/]*):443$', '\1\2')
    || coalesce(nullif(regexp_replace(p[2], '(.)/+$', '\1'), ''), '/')
    || coalesce('?' || q, '');
END
$$;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "normalized_url" text GENERATED ALWAYS AS (url_history_key(url)) STORED;--> statement-breakpoint
CREATE INDEX "analyses_client_normalized_url_idx" ON "analyses" USING btree ("client_id","normalized_url","created_at");