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