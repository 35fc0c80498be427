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