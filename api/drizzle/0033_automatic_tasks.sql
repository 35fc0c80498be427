ALTER TABLE "staff_tasks" ADD COLUMN "automatic" text;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_tasks_automatic_idx" ON "staff_tasks" USING btree ("automatic");