-- The trigram operator class for the usage search index (a trusted extension: a database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "analyses_url_trgm_idx" ON "analyses" USING gin ("url" gin_trgm_ops);
