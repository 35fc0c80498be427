CREATE TABLE "order_payment_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"received_on" date NOT NULL,
	"reference" text NOT NULL,
	"method" text NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "refund_method" text DEFAULT 'bank_transfer' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payment_records" ADD CONSTRAINT "order_payment_records_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payment_records" ADD CONSTRAINT "order_payment_records_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payment_records_order_idx" ON "order_payment_records" USING btree ("order_id");--> statement-breakpoint
-- Credit notes issued before this column paid back their whole total.
UPDATE "credit_notes" SET "refunded" = -"total";