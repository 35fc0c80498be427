ALTER TABLE "buyout_status_history" ADD COLUMN "previous_quality" text;--> statement-breakpoint
ALTER TABLE "buyout_status_history" ADD COLUMN "quality" text;--> statement-breakpoint
ALTER TABLE "buyout_status_history" ADD COLUMN "previous_price" integer;--> statement-breakpoint
ALTER TABLE "buyout_status_history" ADD COLUMN "regraded_price" integer;