ALTER TABLE "analyses" ADD COLUMN "request_id" uuid;--> statement-breakpoint
CREATE INDEX "analyses_request_idx" ON "analyses" USING btree ("request_id");