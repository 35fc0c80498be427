ALTER TABLE "shop_orders" ADD COLUMN "payment_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "payment_task_at" timestamp with time zone;