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