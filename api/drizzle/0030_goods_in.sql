ALTER TABLE "stock_pieces" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_pieces" ADD COLUMN "received_by" integer;--> statement-breakpoint
ALTER TABLE "stock_pieces" ADD CONSTRAINT "stock_pieces_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;