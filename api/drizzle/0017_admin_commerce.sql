CREATE TABLE "meta_master_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"meta_master_id" integer NOT NULL,
	"master_product_id" integer NOT NULL,
	CONSTRAINT "meta_master_products_master_unique" UNIQUE("master_product_id")
);
--> statement-breakpoint
CREATE TABLE "meta_masters" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buyout_bonuses" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buyout_bonuses" ADD COLUMN "valid_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meta_master_products" ADD CONSTRAINT "meta_master_products_meta_master_id_meta_masters_id_fk" FOREIGN KEY ("meta_master_id") REFERENCES "public"."meta_masters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_master_products" ADD CONSTRAINT "meta_master_products_master_product_id_master_products_id_fk" FOREIGN KEY ("master_product_id") REFERENCES "public"."master_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meta_master_products_meta_idx" ON "meta_master_products" USING btree ("meta_master_id");