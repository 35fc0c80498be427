CREATE INDEX "order_packages_order_idx" ON "order_packages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_orders_market_created_idx" ON "shop_orders" USING btree ("market","created_at","id");--> statement-breakpoint
CREATE INDEX "shop_orders_market_total_idx" ON "shop_orders" USING btree ("market","total","id");