CREATE TABLE "search_zero_result_counts" (
	"market" text NOT NULL,
	"term" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_zero_result_counts_market_term_day_pk" PRIMARY KEY("market","term","day")
);
--> statement-breakpoint
CREATE INDEX "search_zero_result_counts_day_idx" ON "search_zero_result_counts" USING btree ("market","day");