ALTER TABLE "clients" ADD COLUMN "default_intent" text DEFAULT 'visibility' NOT NULL;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "intent" text DEFAULT 'visibility' NOT NULL;