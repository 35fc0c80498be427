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