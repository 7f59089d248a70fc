ALTER TABLE "clients" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "analysis_cache_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "max_pages" integer;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "is_trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "cached_from_id" uuid;--> statement-breakpoint
CREATE INDEX "analyses_trial_ip_idx" ON "analyses" USING btree ("client_id","origin_ip","created_at") WHERE "analyses"."is_trial";