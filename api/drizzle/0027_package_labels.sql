CREATE TABLE "package_labels" (
	"package_id" integer PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "package_labels" ADD CONSTRAINT "package_labels_package_id_package_shipments_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."package_shipments"("package_id") ON DELETE cascade ON UPDATE no action;