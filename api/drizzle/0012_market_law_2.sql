CREATE TABLE "e_factura_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"invoice_number" text NOT NULL,
	"xml" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"upload_index" text,
	"due_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_factura_submissions_invoice_number_unique" UNIQUE("invoice_number")
);
--> statement-breakpoint
CREATE TABLE "energy_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"master_product_id" integer NOT NULL,
	"energy_class" text NOT NULL,
	"eprel_registration_number" text NOT NULL,
	"supplier_name" text NOT NULL,
	"model_identifier" text NOT NULL,
	"endurance_minutes" integer NOT NULL,
	"battery_cycles" integer NOT NULL,
	"free_fall_class" text NOT NULL,
	"repairability_class" text NOT NULL,
	"ip_rating" text NOT NULL,
	"battery_capacity_mah" integer NOT NULL,
	"update_years" integer NOT NULL,
	CONSTRAINT "energy_labels_master_product_id_unique" UNIQUE("master_product_id")
);
--> statement-breakpoint
ALTER TABLE "e_factura_submissions" ADD CONSTRAINT "e_factura_submissions_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_labels" ADD CONSTRAINT "energy_labels_master_product_id_master_products_id_fk" FOREIGN KEY ("master_product_id") REFERENCES "public"."master_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "e_factura_submissions_due_idx" ON "e_factura_submissions" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "e_factura_submissions_order_idx" ON "e_factura_submissions" USING btree ("order_id");