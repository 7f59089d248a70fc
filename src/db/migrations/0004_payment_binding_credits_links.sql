CREATE TABLE "access_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"visitor_session_id" uuid,
	"product_type" text NOT NULL,
	"analysis_id" uuid,
	"spent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_credits_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "access_credits_analysis_id_unique" UNIQUE("analysis_id")
);
--> statement-breakpoint
CREATE TABLE "access_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_credits" ADD CONSTRAINT "access_credits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_credits" ADD CONSTRAINT "access_credits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_credits" ADD CONSTRAINT "access_credits_visitor_session_id_visitor_sessions_id_fk" FOREIGN KEY ("visitor_session_id") REFERENCES "public"."visitor_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_credits" ADD CONSTRAINT "access_credits_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_links" ADD CONSTRAINT "access_links_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_links" ADD CONSTRAINT "access_links_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_links" ADD CONSTRAINT "access_links_used_by_session_id_visitor_sessions_id_fk" FOREIGN KEY ("used_by_session_id") REFERENCES "public"."visitor_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_credits_session_idx" ON "access_credits" USING btree ("visitor_session_id");--> statement-breakpoint
CREATE INDEX "access_links_payment_idx" ON "access_links" USING btree ("payment_id");--> statement-breakpoint
-- A payment made before any analysis used to open the paying session for good (a session-wide 'paid'
-- grant). Each such payment becomes one unspent credit of its product type, and the grant goes.
INSERT INTO "access_credits" ("client_id", "payment_id", "visitor_session_id", "product_type", "created_at")
SELECT p."client_id", p."id", p."visitor_session_id", p."product_type", coalesce(p."paid_at", p."created_at")
FROM "payments" p
WHERE p."status" = 'paid' AND p."analysis_id" IS NULL
  AND EXISTS (SELECT 1 FROM "access_grants" g WHERE g."access_type" = 'paid' AND g."analysis_id" IS NULL AND g."source_id" LIKE 'payment:' || p."id"::text || ':%')
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "access_grants" WHERE "access_type" = 'paid' AND "analysis_id" IS NULL;
