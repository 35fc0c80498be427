ALTER TABLE "buyout_bonuses" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buyout_bonuses" ADD COLUMN "valid_to" timestamp with time zone;