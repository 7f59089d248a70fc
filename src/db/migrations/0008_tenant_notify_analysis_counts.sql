CREATE TABLE "analysis_counts" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis_counts" ADD CONSTRAINT "analysis_counts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every tenant's count as it stands now; the triggers below keep it exact (docs/decisions/023). The lock
-- holds other writers of analyses off until the triggers exist (the migration is one transaction).
LOCK TABLE "analyses" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
INSERT INTO "analysis_counts" ("client_id", "total") SELECT "client_id", count(*) FROM "analyses" GROUP BY "client_id";--> statement-breakpoint
CREATE FUNCTION "analysis_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- In client order, so two statements that touch several tenants never wait on each other in a circle.
  INSERT INTO analysis_counts AS c (client_id, total)
    SELECT client_id, count(*) FROM added GROUP BY client_id ORDER BY client_id
    ON CONFLICT (client_id) DO UPDATE SET total = c.total + excluded.total;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "analysis_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE analysis_counts AS c SET total = c.total - d.n
    FROM (SELECT client_id, count(*) AS n FROM removed GROUP BY client_id ORDER BY client_id) d
    WHERE c.client_id = d.client_id;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The application never moves an analysis to another tenant; a hand-made UPDATE still keeps the counts exact.
CREATE FUNCTION "analysis_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE analysis_counts SET total = total - 1 WHERE client_id = OLD.client_id;
  INSERT INTO analysis_counts AS c (client_id, total) VALUES (NEW.client_id, 1)
    ON CONFLICT (client_id) DO UPDATE SET total = c.total + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "analysis_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analysis_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "analyses_count_insert" AFTER INSERT ON "analyses" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "analysis_counts_add"();--> statement-breakpoint
CREATE TRIGGER "analyses_count_delete" AFTER DELETE ON "analyses" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "analysis_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "analyses_count_move" AFTER UPDATE OF "client_id" ON "analyses"
  FOR EACH ROW WHEN (OLD.client_id IS DISTINCT FROM NEW.client_id) EXECUTE FUNCTION "analysis_counts_move"();--> statement-breakpoint
CREATE TRIGGER "analyses_count_truncate" AFTER TRUNCATE ON "analyses"
  FOR EACH STATEMENT EXECUTE FUNCTION "analysis_counts_clear"();--> statement-breakpoint
-- Tenant caches in every process (services/tenants.ts) hear of any change to a tenant or its products
-- (channel TENANT_CHANGES_CHANNEL in src/db/notifications.ts), once per transaction, after it commits.
CREATE FUNCTION "notify_tenant_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('getseen_tenants', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "clients_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "clients"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_tenant_change"();--> statement-breakpoint
CREATE TRIGGER "products_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_tenant_change"();
