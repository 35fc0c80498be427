ALTER TABLE "buyouts" ADD COLUMN "sale_token_digest" text;--> statement-breakpoint
CREATE UNIQUE INDEX "buyouts_open_imei_unique" ON "buyouts" USING btree ("market",(buyout_device->>'imei')) WHERE status not in ('paid', 'returned') and (buyout_device->>'imei') <> '';--> statement-breakpoint
ALTER TABLE "buyouts" ADD CONSTRAINT "buyouts_sale_token_digest_unique" UNIQUE("sale_token_digest");