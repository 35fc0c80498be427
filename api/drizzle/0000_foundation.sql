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