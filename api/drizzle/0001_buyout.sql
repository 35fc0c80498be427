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