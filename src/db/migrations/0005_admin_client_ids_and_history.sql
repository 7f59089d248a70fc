CREATE TABLE "admin_user_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_user_id" uuid NOT NULL,
	"change_description" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_config_history" ADD COLUMN "fields" jsonb;--> statement-breakpoint
ALTER TABLE "client_config_history" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "admin_user_changes" ADD CONSTRAINT "admin_user_changes_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_user_changes_user_idx" ON "admin_user_changes" USING btree ("admin_user_id","created_at");--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Tenant-scoped admin users named their tenant by its slug (or domain), so renaming a tenant id cut
-- them off. They now reference the client by its immutable id; tenant_access keeps the old value for
-- the record ('all' still means every tenant). A slug that names no client leaves client_id empty:
-- that user sees no tenant, as before.
UPDATE "admin_users" SET "client_id" = c."id"
FROM "clients" c
WHERE lower(trim("admin_users"."tenant_access")) <> 'all'
  AND (c."tenant" = lower(trim("admin_users"."tenant_access")) OR c."domain" = lower(trim("admin_users"."tenant_access")));
