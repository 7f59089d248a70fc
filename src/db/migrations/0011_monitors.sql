CREATE TABLE "monitor_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"monitor_id" uuid NOT NULL,
	"period" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"analysis_id" uuid,
	"snapshot" jsonb,
	"alerted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "monitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"visitor_session_id" uuid NOT NULL,
	"url" text NOT NULL,
	"intent" text DEFAULT 'visibility' NOT NULL,
	"frequency" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"score_drop_threshold" integer DEFAULT 10 NOT NULL,
	"created_by" text NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_period" integer,
	"last_snapshot" jsonb,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "max_active_monitors" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_mail" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "monitor_runs" ADD CONSTRAINT "monitor_runs_monitor_id_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_runs" ADD CONSTRAINT "monitor_runs_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitors" ADD CONSTRAINT "monitors_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitors" ADD CONSTRAINT "monitors_visitor_session_id_visitor_sessions_id_fk" FOREIGN KEY ("visitor_session_id") REFERENCES "public"."visitor_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monitor_runs_period_idx" ON "monitor_runs" USING btree ("monitor_id","period");--> statement-breakpoint
CREATE INDEX "monitor_runs_status_idx" ON "monitor_runs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "monitors_client_idx" ON "monitors" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "monitors_due_idx" ON "monitors" USING btree ("status","next_run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "monitors_client_url_email_idx" ON "monitors" USING btree ("client_id","url","email");