CREATE TABLE "buyout_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"manufacturer_id" integer,
	"type_device_id" integer,
	"quality" text NOT NULL,
	"percent" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"discount_code_id" integer NOT NULL,
	"card_number" text,
	"card_holder" text,
	CONSTRAINT "cart_codes_cart_code_unique" UNIQUE("cart_id","discount_code_id")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"parent_id" integer,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price_when_added" integer NOT NULL,
	"general_insurance_id" integer,
	"screen_insurance_id" integer,
	"warranty_months" integer,
	"prolong_warranty_code" text,
	"installment_id" integer,
	"buyout_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_buyout_id_unique" UNIQUE("buyout_id")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"token_digest" text,
	"user_id" integer,
	"delivery_code" text,
	"payment_type" text,
	"payment_company" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_token_digest_unique" UNIQUE("token_digest"),
	CONSTRAINT "carts_market_user_unique" UNIQUE("market","user_id")
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"code" text NOT NULL,
	"percent" integer,
	"amount" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"minimum_order" integer DEFAULT 0 NOT NULL,
	"product_ids" integer[] DEFAULT '{}' NOT NULL,
	"category_ids" integer[] DEFAULT '{}' NOT NULL,
	"stackable" boolean DEFAULT false NOT NULL,
	"student_card" boolean DEFAULT false NOT NULL,
	CONSTRAINT "discount_codes_market_code_unique" UNIQUE("market","code")
);
--> statement-breakpoint
CREATE TABLE "discount_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"discount_code_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"package_id" integer,
	"product_id" integer,
	"kind" text NOT NULL,
	"product_code" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"final_price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"state" text NOT NULL,
	"payment_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"carrier" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" text NOT NULL,
	"congested" boolean DEFAULT false NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "pickup_points_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"market" text NOT NULL,
	"locale" text NOT NULL,
	"submit_token" text NOT NULL,
	"body_digest" text NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"payment_status" text NOT NULL,
	"delivery_code" text NOT NULL,
	"payment_type" text NOT NULL,
	"payment_company" text,
	"store" text,
	"timeslot" text,
	"billing_address" jsonb NOT NULL,
	"delivery_address" jsonb,
	"order_info" jsonb NOT NULL,
	"email" text NOT NULL,
	"items_total" integer NOT NULL,
	"discounts" integer NOT NULL,
	"buyout_bonus" integer NOT NULL,
	"delivery_price" integer NOT NULL,
	"payment_price" integer NOT NULL,
	"total" integer NOT NULL,
	"vat" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "shop_orders_market_submit_token_unique" UNIQUE("market","submit_token")
);
--> statement-breakpoint
CREATE TABLE "test_gateway_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"merchant_order" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"return_url" text NOT NULL,
	"notify_url" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buyout_bonuses" ADD CONSTRAINT "buyout_bonuses_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyout_bonuses" ADD CONSTRAINT "buyout_bonuses_type_device_id_type_devices_id_fk" FOREIGN KEY ("type_device_id") REFERENCES "public"."type_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_codes" ADD CONSTRAINT "cart_codes_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_codes" ADD CONSTRAINT "cart_codes_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_buyout_id_buyouts_id_fk" FOREIGN KEY ("buyout_id") REFERENCES "public"."buyouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_parent_id_cart_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_package_id_order_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."order_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "discount_uses_code_customer_idx" ON "discount_uses" USING btree ("discount_code_id","customer_key");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_one_open_idx" ON "order_payments" USING btree ("order_id") WHERE state = 'created';--> statement-breakpoint
CREATE INDEX "pickup_points_market_idx" ON "pickup_points" USING btree ("market");