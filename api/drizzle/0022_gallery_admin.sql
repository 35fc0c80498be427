CREATE TABLE "gallery_photo_files" (
	"photo_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "alt_ro" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_photo_files" ADD CONSTRAINT "gallery_photo_files_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;