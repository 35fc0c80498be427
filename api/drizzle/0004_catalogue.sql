CREATE TABLE "attribute_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_device_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_ro" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"filterable" boolean DEFAULT false NOT NULL,
	CONSTRAINT "attribute_definitions_type_code_unique" UNIQUE("type_device_id","code")
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_ro" text NOT NULL,
	"colour" text NOT NULL,
	CONSTRAINT "badges_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "gifts_market_code_unique" UNIQUE("market","code")
);
--> statement-breakpoint
CREATE TABLE "last_visited" (
	"user_id" integer NOT NULL,
	"market" text NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "last_visited_user_id_market_position_pk" PRIMARY KEY("user_id","market","position")
);
--> statement-breakpoint
CREATE TABLE "master_product_categories" (
	"master_product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "master_product_categories_master_product_id_category_id_pk" PRIMARY KEY("master_product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "master_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"type_device_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"model_id" integer,
	"fits_model_id" integer,
	"name" text NOT NULL,
	"seo_name" text NOT NULL,
	"rating_average" real,
	"rating_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "master_products_market_seo_name_unique" UNIQUE("market","seo_name")
);
--> statement-breakpoint
CREATE TABLE "product_attribute_values" (
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "product_attribute_values_product_id_attribute_id_pk" PRIMARY KEY("product_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "product_badges" (
	"product_id" integer NOT NULL,
	"badge_id" integer NOT NULL,
	CONSTRAINT "product_badges_product_id_badge_id_pk" PRIMARY KEY("product_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "product_gifts" (
	"product_id" integer NOT NULL,
	"gift_id" integer NOT NULL,
	CONSTRAINT "product_gifts_product_id_gift_id_pk" PRIMARY KEY("product_id","gift_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"url" text NOT NULL,
	"alt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_special_offer_icons" (
	"product_id" integer NOT NULL,
	"icon_id" integer NOT NULL,
	CONSTRAINT "product_special_offer_icons_product_id_icon_id_pk" PRIMARY KEY("product_id","icon_id")
);
--> statement-breakpoint
CREATE TABLE "product_store_stock" (
	"product_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "product_store_stock_product_id_store_id_pk" PRIMARY KEY("product_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"master_product_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"type_device_id" integer NOT NULL,
	"code" text NOT NULL,
	"seo_name" text NOT NULL,
	"long_name" text NOT NULL,
	"short_name" text NOT NULL,
	"colour_name" text,
	"colour_hex" text,
	"capacity" text,
	"condition" text NOT NULL,
	"quality" text,
	"price" integer NOT NULL,
	"common_price" integer,
	"vat_rate" real NOT NULL,
	"is_e_licence" boolean DEFAULT false NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"store_quantity" integer DEFAULT 0 NOT NULL,
	"warehouse_quantity" integer DEFAULT 0 NOT NULL,
	"supplier_delivery_days" integer,
	"meta_attributes_description" text DEFAULT '' NOT NULL,
	"search_document" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_market_code_unique" UNIQUE("market","code"),
	CONSTRAINT "products_market_seo_name_unique" UNIQUE("market","seo_name")
);
--> statement-breakpoint
CREATE TABLE "special_offer_icons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_ro" text NOT NULL,
	CONSTRAINT "special_offer_icons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "type_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_ro" text NOT NULL,
	"picture_kind" text NOT NULL,
	"product_type_id" integer,
	"buyout_bonus_percent" integer,
	CONSTRAINT "type_devices_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "attribute_definitions" ADD CONSTRAINT "attribute_definitions_type_device_id_type_devices_id_fk" FOREIGN KEY ("type_device_id") REFERENCES "public"."type_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "last_visited" ADD CONSTRAINT "last_visited_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "last_visited" ADD CONSTRAINT "last_visited_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_product_categories" ADD CONSTRAINT "master_product_categories_master_product_id_master_products_id_fk" FOREIGN KEY ("master_product_id") REFERENCES "public"."master_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_product_categories" ADD CONSTRAINT "master_product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_type_device_id_type_devices_id_fk" FOREIGN KEY ("type_device_id") REFERENCES "public"."type_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_fits_model_id_models_id_fk" FOREIGN KEY ("fits_model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_attribute_id_attribute_definitions_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attribute_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_badges" ADD CONSTRAINT "product_badges_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_badges" ADD CONSTRAINT "product_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_gifts" ADD CONSTRAINT "product_gifts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_gifts" ADD CONSTRAINT "product_gifts_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_special_offer_icons" ADD CONSTRAINT "product_special_offer_icons_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_special_offer_icons" ADD CONSTRAINT "product_special_offer_icons_icon_id_special_offer_icons_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."special_offer_icons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_store_stock" ADD CONSTRAINT "product_store_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_store_stock" ADD CONSTRAINT "product_store_stock_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_master_product_id_master_products_id_fk" FOREIGN KEY ("master_product_id") REFERENCES "public"."master_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_type_device_id_type_devices_id_fk" FOREIGN KEY ("type_device_id") REFERENCES "public"."type_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "type_devices" ADD CONSTRAINT "type_devices_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "master_product_categories_category_idx" ON "master_product_categories" USING btree ("category_id","master_product_id");--> statement-breakpoint
CREATE INDEX "master_products_fits_model_idx" ON "master_products" USING btree ("fits_model_id");--> statement-breakpoint
CREATE INDEX "product_attribute_values_attribute_value_idx" ON "product_attribute_values" USING btree ("attribute_id","value");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "products_master_idx" ON "products" USING btree ("master_product_id");--> statement-breakpoint
CREATE INDEX "products_market_popularity_idx" ON "products" USING btree ("market","popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_market_price_idx" ON "products" USING btree ("market","price","id");--> statement-breakpoint
CREATE INDEX "products_market_created_idx" ON "products" USING btree ("market","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
-- Catalogue search (api/src/catalogue/search): the product's names folded like the service
-- search's documents (lower case, no diacritics), kept by the database so no writer forgets it.
CREATE FUNCTION "product_search_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_document" := lower(unaccent(NEW."long_name" || ' ' || NEW."code"));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_search" BEFORE INSERT OR UPDATE OF "long_name", "code" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "product_search_refresh"();
