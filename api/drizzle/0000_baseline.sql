-- The baseline schema: every migration up to 33 squashed into one file (no production database existed to carry
-- through them). New migrations come after it with `pnpm -C api db:generate`.
-- from 0000_foundation
CREATE TABLE "colours" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_ro" text NOT NULL,
	"hex" text NOT NULL,
	CONSTRAINT "colours_model_slug_unique" UNIQUE("model_id","slug")
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "manufacturers_name_unique" UNIQUE("name"),
	CONSTRAINT "manufacturers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_type_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"release_year" integer NOT NULL,
	CONSTRAINT "models_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"slug_cz" text NOT NULL,
	"slug_ro" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_ro" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"for_buyout" boolean DEFAULT true NOT NULL,
	"for_service" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_types_code_unique" UNIQUE("code"),
	CONSTRAINT "product_types_slug_cz_unique" UNIQUE("slug_cz"),
	CONSTRAINT "product_types_slug_ro_unique" UNIQUE("slug_ro")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"seo_name" text NOT NULL,
	"for_display" boolean DEFAULT true NOT NULL,
	"for_buyout" boolean DEFAULT false NOT NULL,
	"for_service" boolean DEFAULT false NOT NULL,
	"filterable" boolean DEFAULT false NOT NULL,
	"photo_id" integer,
	"type_device_id" integer,
	"meilisearch_boost" text DEFAULT '1' NOT NULL,
	"url_path" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"eml_file" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"name_cs" text NOT NULL,
	"name_ro" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_steps" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"name" text NOT NULL,
	"seo_name" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"phone" text NOT NULL,
	"opening_hours" text NOT NULL,
	"is_service" boolean DEFAULT false NOT NULL,
	"is_buyout" boolean DEFAULT false NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "stores_seo_name_unique" UNIQUE("seo_name")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "colours" ADD CONSTRAINT "colours_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_type_device_id_product_types_id_fk" FOREIGN KEY ("type_device_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "models_type_manufacturer_idx" ON "models" USING btree ("product_type_id","manufacturer_id");--> statement-breakpoint
CREATE INDEX "categories_market_parent_idx" ON "categories" USING btree ("market","parent_id");--> statement-breakpoint
CREATE INDEX "menu_items_market_parent_idx" ON "menu_items" USING btree ("market","parent_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");
--> statement-breakpoint
-- from 0001_buyout
CREATE TABLE "buyout_appraisal_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"appraisal_id" integer NOT NULL,
	"quality" text,
	"price" integer NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyout_appraisals" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"market" text NOT NULL,
	"version" text NOT NULL,
	"minimal_buyout_price" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyout_appraisals_model_market_unique" UNIQUE("model_id","market")
);
--> statement-breakpoint
CREATE TABLE "buyout_condition_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"condition_id" integer NOT NULL,
	"value" text NOT NULL,
	"label_cs" text NOT NULL,
	"label_ro" text NOT NULL,
	"quality" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "buyout_condition_choices_value_unique" UNIQUE("condition_id","value")
);
--> statement-breakpoint
CREATE TABLE "buyout_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_ro" text NOT NULL,
	"default_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "buyout_conditions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "buyout_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"market" text NOT NULL,
	"locale" text NOT NULL,
	"email" text NOT NULL,
	"colour_id" integer NOT NULL,
	"appraisal_id" integer NOT NULL,
	"appraisal_version" text NOT NULL,
	"answers" jsonb NOT NULL,
	"quality" text NOT NULL,
	"price" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyout_offers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "buyout_price_corrections" (
	"appraisal_id" integer NOT NULL,
	"choice_id" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "buyout_price_corrections_unique" UNIQUE("appraisal_id","choice_id")
);
--> statement-breakpoint
CREATE TABLE "buyout_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyout_id" integer NOT NULL,
	"status" text NOT NULL,
	"counter_offer_price" integer,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_digest" text NOT NULL,
	"market" text NOT NULL,
	"locale" text NOT NULL,
	"colour_id" integer NOT NULL,
	"appraisal_id" integer NOT NULL,
	"appraisal_snapshot" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"result_id" integer NOT NULL,
	"quality" text NOT NULL,
	"price" integer NOT NULL,
	"counter_offer_price" integer,
	"status" text NOT NULL,
	"customer_data" jsonb NOT NULL,
	"pickup_address" jsonb,
	"buyout_device" jsonb NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buyout_appraisal_results" ADD CONSTRAINT "buyout_appraisal_results_appraisal_id_buyout_appraisals_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."buyout_appraisals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyout_appraisals" ADD CONSTRAINT "buyout_appraisals_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyout_condition_choices" ADD CONSTRAINT "buyout_condition_choices_condition_id_buyout_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."buyout_conditions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyout_offers" ADD CONSTRAINT "buyout_offers_colour_id_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."colours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyout_offers" ADD CONSTRAINT "buyout_offers_appraisal_id_buyout_appraisals_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."buyout_appraisals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyout_price_corrections" ADD CONSTRAINT "buyout_price_corrections_appraisal_id_buyout_appraisals_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."buyout_appraisals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyout_price_corrections" ADD CONSTRAINT "buyout_price_corrections_choice_id_buyout_condition_choices_id_fk" FOREIGN KEY ("choice_id") REFERENCES "public"."buyout_condition_choices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyout_status_history" ADD CONSTRAINT "buyout_status_history_buyout_id_buyouts_id_fk" FOREIGN KEY ("buyout_id") REFERENCES "public"."buyouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyout_status_history" ADD CONSTRAINT "buyout_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyouts" ADD CONSTRAINT "buyouts_colour_id_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."colours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyouts" ADD CONSTRAINT "buyouts_appraisal_id_buyout_appraisals_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."buyout_appraisals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyout_appraisal_results_appraisal_idx" ON "buyout_appraisal_results" USING btree ("appraisal_id");--> statement-breakpoint
CREATE INDEX "buyout_offers_email_idx" ON "buyout_offers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "buyout_status_history_buyout_idx" ON "buyout_status_history" USING btree ("buyout_id");--> statement-breakpoint
CREATE INDEX "buyouts_status_idx" ON "buyouts" USING btree ("status");
--> statement-breakpoint
-- from 0002_service
-- Smart search (api/src/service/search): trigram matching on text without diacritics. Both are
-- trusted extensions, so a database owner may create them; PGlite loads them in open-database.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TABLE "service_center_schedules" (
	"store_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	"slot_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "service_center_schedules_store_id_weekday_pk" PRIMARY KEY("store_id","weekday")
);
--> statement-breakpoint
CREATE TABLE "service_operation_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_ro" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_operation_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "service_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"model_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"price" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"warranty_months" integer NOT NULL,
	CONSTRAINT "service_operations_market_model_type_unique" UNIQUE("market","model_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "service_order_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"operation_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_ro" text NOT NULL,
	"price" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"warranty_months" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" integer
);
--> statement-breakpoint
CREATE TABLE "service_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"access_token_hash" text NOT NULL,
	"market" text NOT NULL,
	"locale" text NOT NULL,
	"model_id" integer NOT NULL,
	"colour_id" integer,
	"store_id" integer NOT NULL,
	"slot_date" date NOT NULL,
	"slot_time" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"total_price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "service_search_documents" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"document" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_slot_bookings" (
	"store_id" integer NOT NULL,
	"slot_date" date NOT NULL,
	"slot_time" text NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_slot_bookings_store_id_slot_date_slot_time_pk" PRIMARY KEY("store_id","slot_date","slot_time")
);
--> statement-breakpoint
ALTER TABLE "service_center_schedules" ADD CONSTRAINT "service_center_schedules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_operations" ADD CONSTRAINT "service_operations_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_operations" ADD CONSTRAINT "service_operations_type_id_service_operation_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."service_operation_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_operations" ADD CONSTRAINT "service_order_operations_order_id_service_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_status_history" ADD CONSTRAINT "service_order_status_history_order_id_service_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_colour_id_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."colours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_search_documents" ADD CONSTRAINT "service_search_documents_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_slot_bookings" ADD CONSTRAINT "service_slot_bookings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_order_operations_order_idx" ON "service_order_operations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "service_order_status_history_order_idx" ON "service_order_status_history" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "service_orders_store_slot_idx" ON "service_orders" USING btree ("store_id","slot_date");--> statement-breakpoint
CREATE INDEX "service_search_documents_trgm_idx" ON "service_search_documents" USING gin ("document" gin_trgm_ops);--> statement-breakpoint
-- The search document of a model: "manufacturer model" (the maker once when the model name
-- already starts with it, as in "Xiaomi 14"), lower case, without diacritics.
CREATE FUNCTION "service_search_document"(maker text, model text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(unaccent(CASE WHEN lower(model) LIKE lower(maker) || '%' THEN model ELSE maker || ' ' || model END))
$$;--> statement-breakpoint
CREATE FUNCTION "service_search_refresh_model"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "service_search_documents" ("model_id", "document")
  SELECT NEW."id", "service_search_document"(m."name", NEW."name") FROM "manufacturers" m WHERE m."id" = NEW."manufacturer_id"
  ON CONFLICT ("model_id") DO UPDATE SET "document" = EXCLUDED."document";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "service_search_model" AFTER INSERT OR UPDATE OF "name", "manufacturer_id" ON "models"
  FOR EACH ROW EXECUTE FUNCTION "service_search_refresh_model"();--> statement-breakpoint
CREATE FUNCTION "service_search_refresh_manufacturer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "service_search_documents" d SET "document" = "service_search_document"(NEW."name", mo."name")
  FROM "models" mo WHERE mo."id" = d."model_id" AND mo."manufacturer_id" = NEW."id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "service_search_manufacturer" AFTER UPDATE OF "name" ON "manufacturers"
  FOR EACH ROW EXECUTE FUNCTION "service_search_refresh_manufacturer"();--> statement-breakpoint
-- Models seeded before this migration.
INSERT INTO "service_search_documents" ("model_id", "document")
SELECT mo."id", "service_search_document"(ma."name", mo."name") FROM "models" mo JOIN "manufacturers" ma ON ma."id" = mo."manufacturer_id"
ON CONFLICT ("model_id") DO NOTHING;
--> statement-breakpoint
-- from 0003_hardening
CREATE TABLE "abuse_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "abuse_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "idempotent_answers" (
	"key" text PRIMARY KEY NOT NULL,
	"status_code" integer NOT NULL,
	"body" jsonb NOT NULL,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "csrf_token";
--> statement-breakpoint
-- from 0004_catalogue
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
--> statement-breakpoint
-- from 0005_cart
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
--> statement-breakpoint
-- from 0006_second_pass
ALTER TABLE "buyouts" ADD COLUMN "sale_token_digest" text;--> statement-breakpoint
ALTER TABLE "buyouts" ADD COLUMN "original_price" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "buyouts_open_imei_unique" ON "buyouts" USING btree ("market",(buyout_device->>'imei')) WHERE status not in ('paid', 'returned') and (buyout_device->>'imei') <> '';--> statement-breakpoint
ALTER TABLE "buyouts" ADD CONSTRAINT "buyouts_sale_token_digest_unique" UNIQUE("sale_token_digest");--> statement-breakpoint
-- custom SQL (not generated by drizzle-kit)
-- Buyouts sold before this column existed: no accepted counter-offer changed their price yet, so it is the original one.
UPDATE "buyouts" SET "original_price" = "price" WHERE "original_price" IS NULL;
--> statement-breakpoint
-- from 0007_remote_registry
CREATE TABLE "remote_activations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"version" text,
	"previous_id" integer,
	"activated_by" integer,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_versions" (
	"name" text NOT NULL,
	"version" text NOT NULL,
	"entry" text NOT NULL,
	"contract" text NOT NULL,
	"deployed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_versions_name_version_pk" PRIMARY KEY("name","version")
);
--> statement-breakpoint
ALTER TABLE "remote_activations" ADD CONSTRAINT "remote_activations_previous_id_remote_activations_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."remote_activations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_activations" ADD CONSTRAINT "remote_activations_activated_by_users_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_activations" ADD CONSTRAINT "remote_activations_name_version_remote_versions_name_version_fk" FOREIGN KEY ("name","version") REFERENCES "public"."remote_versions"("name","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_activations_name_id_idx" ON "remote_activations" USING btree ("name","id");
--> statement-breakpoint
-- from 0008_category_admin
CREATE TABLE "category_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"category_id" integer NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_manufacturers" (
	"category_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	CONSTRAINT "category_manufacturers_category_id_manufacturer_id_pk" PRIMARY KEY("category_id","manufacturer_id")
);
--> statement-breakpoint
CREATE TABLE "file_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_set_id" integer NOT NULL,
	"url" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "category_changes" ADD CONSTRAINT "category_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_manufacturers" ADD CONSTRAINT "category_manufacturers_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_manufacturers" ADD CONSTRAINT "category_manufacturers_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_file_set_id_file_sets_id_fk" FOREIGN KEY ("file_set_id") REFERENCES "public"."file_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_changes_category_idx" ON "category_changes" USING btree ("category_id","changed_at");--> statement-breakpoint
CREATE INDEX "photos_file_set_idx" ON "photos" USING btree ("file_set_id");--> statement-breakpoint
-- custom SQL (not generated by drizzle-kit)
-- The gallery's first file sets: category pictures drawn by the shop's own picture route, so a fresh shop has photos to pick.
INSERT INTO "file_sets" ("name") VALUES ('Kategorie – zařízení'), ('Kategorie – příslušenství');--> statement-breakpoint
INSERT INTO "photos" ("file_set_id", "url", "alt")
SELECT fs.id, '/api/new/catalogue/pictures/v1/' || p.kind || '/front/' || p.hex || '/' || p.label || '.svg', p.label
FROM "file_sets" fs
JOIN (VALUES
  ('Kategorie – zařízení', 'phone', '1f2937', 'Phone'),
  ('Kategorie – zařízení', 'tablet', '4b5563', 'Tablet'),
  ('Kategorie – zařízení', 'watch', '0f766e', 'Watch'),
  ('Kategorie – příslušenství', 'case', '3c6e9f', 'Case'),
  ('Kategorie – příslušenství', 'charger', 'f59e0b', 'Charger')
) AS p(set_name, kind, hex, label) ON p.set_name = fs.name;
--> statement-breakpoint
-- from 0009_admin_tools
CREATE TABLE "cache_purges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"user_email" text NOT NULL,
	"mode" text NOT NULL,
	"keys" text[] DEFAULT '{}' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"soft" boolean DEFAULT false NOT NULL,
	"local_entries" integer NOT NULL,
	"cdn_target" text NOT NULL,
	"cdn_calls" integer NOT NULL,
	"cdn_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cache_purges" ADD CONSTRAINT "cache_purges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cache_purges_created_at_idx" ON "cache_purges" USING btree ("created_at");
--> statement-breakpoint
-- from 0010_accounts
CREATE TABLE "account_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"market" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"postcode" text NOT NULL,
	"phone" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_user_id_idx" ON "account_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "customer_addresses_user_market_idx" ON "customer_addresses" USING btree ("user_id","market");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_one_default_idx" ON "customer_addresses" USING btree ("user_id","market") WHERE "customer_addresses"."is_default";
--> statement-breakpoint
-- from 0011_market_law
CREATE TABLE "product_price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"price" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lowest_price_30_days" integer;--> statement-breakpoint
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_price_history_product_idx" ON "product_price_history" USING btree ("product_id","valid_from");--> statement-breakpoint
-- custom SQL (not generated by drizzle-kit)
-- Lawful crossed-out prices (EU Omnibus; CZ §12a ZOS, RO OG 99/2000; docs/markets.md): every price a product
-- takes is written to product_price_history, and common_price can only be the lowest price of the 30 days
-- before the current price took effect (price_since), shown only when that is higher than the price.
-- Prices from before this migration have no history: they start it now, and no crossing is claimed for them.
INSERT INTO "product_price_history" ("product_id", "price", "valid_from") SELECT "id", "price", "price_since" FROM "products";--> statement-breakpoint
UPDATE "products" SET "common_price" = NULL, "lowest_price_30_days" = NULL;--> statement-breakpoint
CREATE FUNCTION "product_lawful_price"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reference integer;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."price" IS NOT DISTINCT FROM OLD."price" AND NEW."price_since" IS NOT DISTINCT FROM OLD."price_since" THEN
    -- The price stands: a direct write to the crossed-out price is undone, so no writer can claim a discount.
    NEW."common_price" := OLD."common_price";
    NEW."lowest_price_30_days" := OLD."lowest_price_30_days";
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."price_since" IS NOT DISTINCT FROM OLD."price_since" THEN
    NEW."price_since" := now();
  END IF;
  -- Prices in effect at any moment of the 30 days before price_since: those that started in the window,
  -- and the one that was already in effect when the window opened.
  SELECT min(h."price") INTO reference
  FROM "product_price_history" h
  WHERE h."product_id" = NEW."id"
    AND h."valid_from" < NEW."price_since"
    AND h."valid_from" >= coalesce(
      (SELECT max(e."valid_from") FROM "product_price_history" e WHERE e."product_id" = NEW."id" AND e."valid_from" <= NEW."price_since" - interval '30 days'),
      NEW."price_since" - interval '30 days');
  NEW."lowest_price_30_days" := reference;
  NEW."common_price" := CASE WHEN reference > NEW."price" THEN reference END;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_lawful_price" BEFORE INSERT OR UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "product_lawful_price"();--> statement-breakpoint
CREATE FUNCTION "product_price_history_append"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."price" IS DISTINCT FROM OLD."price" OR NEW."price_since" IS DISTINCT FROM OLD."price_since" THEN
    INSERT INTO "product_price_history" ("product_id", "price", "valid_from") VALUES (NEW."id", NEW."price", NEW."price_since");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_price_history_append" AFTER INSERT OR UPDATE OF "price", "price_since" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "product_price_history_append"();
--> statement-breakpoint
-- from 0012_market_law_2
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
--> statement-breakpoint
-- from 0013_order_withdrawals
CREATE TABLE "order_withdrawal_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"withdrawal_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"market" text NOT NULL,
	"locale" text NOT NULL,
	"refund_account" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_withdrawal_lines" ADD CONSTRAINT "order_withdrawal_lines_withdrawal_id_order_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."order_withdrawals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_withdrawal_lines" ADD CONSTRAINT "order_withdrawal_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD CONSTRAINT "order_withdrawals_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_withdrawal_lines_line_idx" ON "order_withdrawal_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "order_withdrawals_order_idx" ON "order_withdrawals" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_orders_user_created_idx" ON "shop_orders" USING btree ("user_id","created_at");--> statement-breakpoint

-- custom SQL (not generated by drizzle-kit)
-- The withdrawal period starts at delivery; the staff desk (or anything else) only changes the status.
CREATE FUNCTION shop_orders_stamp_delivered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'delivered' AND OLD.status IS DISTINCT FROM 'delivered' THEN
    NEW.delivered_at := coalesce(NEW.delivered_at, now());
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER shop_orders_stamp_delivered BEFORE UPDATE OF status ON shop_orders
  FOR EACH ROW EXECUTE FUNCTION shop_orders_stamp_delivered();
--> statement-breakpoint
-- from 0014_colour_slug_ro
ALTER TABLE "colours" ADD COLUMN "slug_ro" text;--> statement-breakpoint
ALTER TABLE "colours" ADD CONSTRAINT "colours_model_slug_ro_unique" UNIQUE("model_id","slug_ro");--> statement-breakpoint

-- custom SQL (not generated by drizzle-kit)
-- Colours stored before this migration get the Romanian slug of their palette colour (as the seed
-- writes it, api/src/db/seed/catalog/colour-palette.ts); the column is added without NOT NULL above
-- so a filled table can take it, and gets NOT NULL once every row has a value.
UPDATE "colours" SET "slug_ro" = CASE "slug"
  WHEN 'cerna' THEN 'negru'
  WHEN 'bila' THEN 'alb'
  WHEN 'stribrna' THEN 'argintiu'
  WHEN 'zlata' THEN 'auriu'
  WHEN 'modra' THEN 'albastru'
  WHEN 'zelena' THEN 'verde'
  WHEN 'fialova' THEN 'mov'
  WHEN 'cervena' THEN 'rosu'
  WHEN 'ruzova' THEN 'roz'
  WHEN 'zluta' THEN 'galben'
  WHEN 'grafitova' THEN 'grafit'
  WHEN 'temne-inkoustova' THEN 'miez-de-noapte'
  WHEN 'hvezdne-bila' THEN 'lumina-stelelor'
  WHEN 'prirodni-titan' THEN 'titan-natural'
  WHEN 'kremova' THEN 'crem'
  WHEN 'levandulova' THEN 'lavanda'
  WHEN 'mentolova' THEN 'menta'
  WHEN 'oranzova' THEN 'portocaliu'
  ELSE "slug" END;--> statement-breakpoint
ALTER TABLE "colours" ALTER COLUMN "slug_ro" SET NOT NULL;
--> statement-breakpoint
-- from 0015_reviews
CREATE TABLE "product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"master_product_id" integer NOT NULL,
	"product_id" integer,
	"user_id" integer,
	"order_line_id" integer,
	"rating" integer NOT NULL,
	"pros" text DEFAULT '' NOT NULL,
	"cons" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"disapproval_reason" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"updated_by" integer,
	"updated_at" timestamp with time zone,
	"revisions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_master_product_id_master_products_id_fk" FOREIGN KEY ("master_product_id") REFERENCES "public"."master_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_reviews_master_status_idx" ON "product_reviews" USING btree ("master_product_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_reviews_market_status_idx" ON "product_reviews" USING btree ("market","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_reviews_user_idx" ON "product_reviews" USING btree ("user_id");--> statement-breakpoint

-- custom SQL (not generated by drizzle-kit)
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_rating_range" CHECK ("rating" BETWEEN 1 AND 5);--> statement-breakpoint
-- One review per customer and model: a second submit must not double a customer's weight in the average.
CREATE UNIQUE INDEX "product_reviews_user_master_unique" ON "product_reviews" ("user_id", "master_product_id") WHERE "user_id" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION "master_product_rating_refresh"(master integer) RETURNS void LANGUAGE sql AS $$
  UPDATE "master_products" m
  SET "rating_average" = agg.average, "rating_count" = agg.count
  FROM (
    SELECT round(avg(r."rating")::numeric, 1)::real AS average, count(r."id")::integer AS count
    FROM "product_reviews" r WHERE r."master_product_id" = master AND r."status" = 'approved'
  ) agg
  WHERE m."id" = master;
$$;--> statement-breakpoint
-- The tiles, the listing's rating sort and filter read the aggregate columns: only approved reviews count.
CREATE FUNCTION "product_reviews_rating_aggregate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "master_product_rating_refresh"(OLD."master_product_id"); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW."master_product_id" <> OLD."master_product_id") THEN
    PERFORM "master_product_rating_refresh"(NEW."master_product_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_reviews_rating_aggregate" AFTER INSERT OR UPDATE OF "rating", "status", "master_product_id" OR DELETE ON "product_reviews"
  FOR EACH ROW EXECUTE FUNCTION "product_reviews_rating_aggregate"();
--> statement-breakpoint
-- from 0016_order_desk
CREATE TABLE "order_crates" (
	"code" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line_picking" (
	"line_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_crates" ADD CONSTRAINT "order_crates_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_picking" ADD CONSTRAINT "order_line_picking_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_crates_order_idx" ON "order_crates" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");
--> statement-breakpoint
-- from 0017_admin_commerce
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
--> statement-breakpoint
-- from 0018_menu_follows_categories
CREATE TABLE "category_tree_revision" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_market_url_path_idx" ON "categories" USING btree ("market","url_path");--> statement-breakpoint
CREATE INDEX "menu_items_category_idx" ON "menu_items" USING btree ("category_id");--> statement-breakpoint

-- custom SQL (not generated by drizzle-kit)
-- Existing menus link their categories by the address they were seeded with.
UPDATE "menu_items" m SET "category_id" = c."id" FROM "categories" c WHERE c."market" = m."market" AND c."url_path" = m."url";
--> statement-breakpoint
INSERT INTO "category_tree_revision" ("id", "revision") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_category_tree_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "category_tree_revision" SET "revision" = "revision" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_bump_tree_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_category_tree_revision"();
--> statement-breakpoint
CREATE TRIGGER "master_product_categories_bump_tree_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "master_product_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_category_tree_revision"();
--> statement-breakpoint
-- from 0019_package_shipments
CREATE TABLE "package_shipments" (
	"package_id" integer PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"delivery_number" text NOT NULL,
	"tracking_url" text NOT NULL,
	"handed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handed_by" integer
);
--> statement-breakpoint
ALTER TABLE "package_shipments" ADD CONSTRAINT "package_shipments_package_id_order_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."order_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_shipments" ADD CONSTRAINT "package_shipments_handed_by_users_id_fk" FOREIGN KEY ("handed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "package_shipments_carrier_number_idx" ON "package_shipments" USING btree ("carrier","delivery_number");
--> statement-breakpoint
-- from 0020_invoices
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"market" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taxable_supply_date" text NOT NULL,
	"total" integer NOT NULL,
	"vat_rows" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_market_year_sequence_unique" UNIQUE("market","year","sequence")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");
--> statement-breakpoint
-- from 0021_packaging
CREATE TABLE "order_line_packing" (
	"line_id" integer PRIMARY KEY NOT NULL,
	"packed_quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_measures" (
	"package_id" integer PRIMARY KEY NOT NULL,
	"weight_kg" real NOT NULL,
	"width_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"depth_cm" integer NOT NULL,
	"packed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"packed_by" integer
);
--> statement-breakpoint
CREATE TABLE "stock_pieces" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"serial_number" text NOT NULL,
	"imei" text,
	"store_id" integer,
	"order_line_id" integer,
	"scanned_at" timestamp with time zone,
	"scanned_by" integer
);
--> statement-breakpoint
ALTER TABLE "package_shipments" ALTER COLUMN "delivery_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "package_shipments" ALTER COLUMN "tracking_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "package_shipments" ALTER COLUMN "handed_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "package_shipments" ALTER COLUMN "handed_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "package_shipments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "package_shipments" ADD COLUMN "reserved_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_line_packing" ADD CONSTRAINT "order_line_packing_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_measures" ADD CONSTRAINT "package_measures_package_id_order_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."order_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_measures" ADD CONSTRAINT "package_measures_packed_by_users_id_fk" FOREIGN KEY ("packed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_pieces" ADD CONSTRAINT "stock_pieces_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_pieces" ADD CONSTRAINT "stock_pieces_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_pieces" ADD CONSTRAINT "stock_pieces_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_pieces" ADD CONSTRAINT "stock_pieces_scanned_by_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_pieces_serial_idx" ON "stock_pieces" USING btree ("serial_number");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_pieces_imei_idx" ON "stock_pieces" USING btree ("imei");--> statement-breakpoint
CREATE INDEX "stock_pieces_line_idx" ON "stock_pieces" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "stock_pieces_product_idx" ON "stock_pieces" USING btree ("product_id");--> statement-breakpoint
-- custom SQL (not generated by drizzle-kit)
-- Shipments made before the key existed were complete already; each gets a key of its own, then the column is required
-- (drizzle-kit's NOT NULL above was loosened to this order so a database with shipments migrates).
UPDATE "package_shipments" SET "idempotency_key" = 'legacy-' || "package_id" WHERE "idempotency_key" IS NULL;--> statement-breakpoint
ALTER TABLE "package_shipments" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "package_shipments_idempotency_key_idx" ON "package_shipments" USING btree ("idempotency_key");
--> statement-breakpoint
-- from 0022_admin_feeds
CREATE TABLE "installment_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"number" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"arrange_type" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"min_amount" integer NOT NULL,
	"max_amount" integer,
	"months" integer[] NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"rpsn" numeric(5, 2) NOT NULL,
	"down_payment_percent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "installment_providers_number_unique" UNIQUE("number"),
	CONSTRAINT "installment_providers_market_code_unique" UNIQUE("market","code")
);
--> statement-breakpoint
CREATE TABLE "price_list_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"user_id" integer,
	"file_name" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"kind" text NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL,
	"generated_at" timestamp with time zone,
	CONSTRAINT "product_feeds_market_kind_unique" UNIQUE("market","kind")
);
--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "manufacturer_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_list_imports" ADD CONSTRAINT "price_list_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- custom SQL (not generated by drizzle-kit)
-- The providers the calculator had as constants, so carts and orders keep their plan ids (number × 100 + months).
INSERT INTO "installment_providers" ("market", "number", "code", "name", "arrange_type", "enabled", "min_amount", "max_amount", "months", "rate", "rpsn", "down_payment_percent") VALUES
  ('CZ', 1, 'home_credit', 'Home Credit', 'on-store', true, 2000, NULL, '{6,10,12,24}', 0, 0, 10),
  ('CZ', 2, 'cofidis', 'Cofidis', 'online', true, 3000, NULL, '{6,10,12,24}', 9.9, 10.36, 0),
  ('RO', 3, 'tbi', 'TBI Bank', 'online', true, 300, NULL, '{6,10,12,24}', 0, 0, 0),
  ('RO', 4, 'brd', 'BRD Finance', 'on-store', true, 500, NULL, '{6,10,12,24}', 11.5, 12.13, 10)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "product_feeds" ("market", "kind") VALUES ('CZ', 'heureka'), ('CZ', 'google'), ('RO', 'google') ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- from 0023_product_admin
CREATE TABLE "product_seo_texts" (
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"long_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_seo_texts_product_id_language_pk" PRIMARY KEY("product_id","language")
);
--> statement-breakpoint
CREATE TABLE "product_stock_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"store_id" integer,
	"previous_quantity" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"user_id" integer,
	"user_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "master_products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_seo_texts" ADD CONSTRAINT "product_seo_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock_changes" ADD CONSTRAINT "product_stock_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock_changes" ADD CONSTRAINT "product_stock_changes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock_changes" ADD CONSTRAINT "product_stock_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_stock_changes_product_idx" ON "product_stock_changes" USING btree ("product_id","created_at");
--> statement-breakpoint
-- from 0024_credit_notes
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"withdrawal_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"market" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"currency" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total" integer NOT NULL,
	"vat_rows" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"issued_by" integer,
	CONSTRAINT "credit_notes_withdrawal_id_unique" UNIQUE("withdrawal_id"),
	CONSTRAINT "credit_notes_market_year_sequence_unique" UNIQUE("market","year","sequence"),
	CONSTRAINT "credit_notes_number_unique" UNIQUE("market","number")
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_withdrawal_id_order_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."order_withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- from 0025_installment_applications
CREATE TABLE "installment_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"market" text NOT NULL,
	"provider" text NOT NULL,
	"plan_id" integer NOT NULL,
	"months" integer NOT NULL,
	"monthly_payment" integer NOT NULL,
	"amount" integer NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "installment_applications_order_unique" UNIQUE("order_id"),
	CONSTRAINT "installment_applications_state_check" CHECK ("installment_applications"."state" in ('submitted', 'approved', 'rejected', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "installment_applications" ADD CONSTRAINT "installment_applications_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- custom SQL (not generated by drizzle-kit)
-- A cancelled order cancels its installment application (whoever cancels it: the staff desk or a
-- later customer cancel); a rejected one stays rejected, so the customer sees the provider's answer.
CREATE OR REPLACE FUNCTION installment_application_follow_order() RETURNS trigger AS $$
BEGIN
  IF NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled' THEN
    UPDATE installment_applications SET state = 'cancelled', decided_at = now()
      WHERE order_id = NEW.id AND state IN ('submitted', 'approved');
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER shop_orders_installment_application_cancel AFTER UPDATE OF status ON shop_orders
  FOR EACH ROW EXECUTE FUNCTION installment_application_follow_order();
--> statement-breakpoint
-- from 0026_admin_ops
CREATE TABLE "component_param_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"key" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb NOT NULL,
	"user_id" integer,
	"user_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "component_params" (
	"market" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_email" text NOT NULL,
	CONSTRAINT "component_params_market_key_pk" PRIMARY KEY("market","key")
);
--> statement-breakpoint
CREATE TABLE "gallery_photo_files" (
	"photo_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_task_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"author_id" integer,
	"author_email" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"subject_kind" text DEFAULT 'none' NOT NULL,
	"subject_ref" text DEFAULT '' NOT NULL,
	"assignee_id" integer,
	"due_date" date,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "alt_ro" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "component_param_changes" ADD CONSTRAINT "component_param_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_photo_files" ADD CONSTRAINT "gallery_photo_files_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_task_comments" ADD CONSTRAINT "staff_task_comments_task_id_staff_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."staff_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_task_comments" ADD CONSTRAINT "staff_task_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tasks" ADD CONSTRAINT "staff_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tasks" ADD CONSTRAINT "staff_tasks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "component_param_changes_market_key_idx" ON "component_param_changes" USING btree ("market","key");--> statement-breakpoint
CREATE INDEX "staff_task_comments_task_idx" ON "staff_task_comments" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "staff_tasks_market_status_idx" ON "staff_tasks" USING btree ("market","status");--> statement-breakpoint
CREATE INDEX "staff_tasks_assignee_idx" ON "staff_tasks" USING btree ("assignee_id");
--> statement-breakpoint
-- from 0027_package_labels
CREATE TABLE "package_labels" (
	"package_id" integer PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "package_labels" ADD CONSTRAINT "package_labels_package_id_package_shipments_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."package_shipments"("package_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- from 0028_buyout_regrade
ALTER TABLE "buyout_status_history" ADD COLUMN "previous_quality" text;--> statement-breakpoint
ALTER TABLE "buyout_status_history" ADD COLUMN "quality" text;--> statement-breakpoint
ALTER TABLE "buyout_status_history" ADD COLUMN "previous_price" integer;--> statement-breakpoint
ALTER TABLE "buyout_status_history" ADD COLUMN "regraded_price" integer;
--> statement-breakpoint
-- from 0029_order_grid_indexes
CREATE INDEX "order_packages_order_idx" ON "order_packages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_orders_market_created_idx" ON "shop_orders" USING btree ("market","created_at","id");--> statement-breakpoint
CREATE INDEX "shop_orders_market_total_idx" ON "shop_orders" USING btree ("market","total","id");
--> statement-breakpoint
-- from 0030_goods_in
ALTER TABLE "stock_pieces" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_pieces" ADD COLUMN "received_by" integer;--> statement-breakpoint
ALTER TABLE "stock_pieces" ADD CONSTRAINT "stock_pieces_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- from 0031_leases
CREATE TABLE "lease_components" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tab_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"months" integer NOT NULL,
	"monthly_price" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_tabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"component_id" integer NOT NULL,
	"name_cs" text NOT NULL,
	"name_ro" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lease_offers" ADD CONSTRAINT "lease_offers_tab_id_lease_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."lease_tabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_offers" ADD CONSTRAINT "lease_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_tabs" ADD CONSTRAINT "lease_tabs_component_id_lease_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."lease_components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_offers_tab_idx" ON "lease_offers" USING btree ("tab_id","position");--> statement-breakpoint
CREATE INDEX "lease_offers_product_idx" ON "lease_offers" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "lease_tabs_component_idx" ON "lease_tabs" USING btree ("component_id","position");--> statement-breakpoint
-- custom SQL (not generated by drizzle-kit)
-- The home page's lease component of each market, with the ids the shell's home page names them by
-- (HOME_LEASE_COMPONENT_PK in shared/src/contract/leases.ts); the sequence continues after them.
INSERT INTO "lease_components" ("id", "market", "name") VALUES (1, 'CZ', 'Úvodní stránka'), (2, 'RO', 'Pagina principală');--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('lease_components', 'id'), 2);--> statement-breakpoint
-- A valid offer ends no earlier than it starts, and rents for at least a month at a price above zero.
ALTER TABLE "lease_offers" ADD CONSTRAINT "lease_offers_dates_in_order" CHECK ("valid_to" >= "valid_from");--> statement-breakpoint
ALTER TABLE "lease_offers" ADD CONSTRAINT "lease_offers_terms_positive" CHECK ("months" > 0 AND "monthly_price" > 0);
--> statement-breakpoint
-- from 0032_admin_attributes
ALTER TABLE "attribute_definitions" ADD COLUMN "fixed_choices" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "attribute_definitions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- from 0033_automatic_tasks
ALTER TABLE "staff_tasks" ADD COLUMN "automatic" text;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_tasks_automatic_idx" ON "staff_tasks" USING btree ("automatic");
