CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"terms" text[] NOT NULL,
	"type_device_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"market" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_market_word_pk" PRIMARY KEY("market","word")
);
--> statement-breakpoint
CREATE TABLE "search_zero_result_counts" (
	"market" text NOT NULL,
	"term" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_zero_result_counts_market_term_day_pk" PRIMARY KEY("market","term","day")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_fits" "tsvector";--> statement-breakpoint
ALTER TABLE "type_devices" ADD COLUMN "plural_cs" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "type_devices" ADD COLUMN "plural_ro" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_synonyms" ADD CONSTRAINT "search_synonyms_type_device_id_type_devices_id_fk" FOREIGN KEY ("type_device_id") REFERENCES "public"."type_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("market","word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WHERE "search_words"."word" ~ '^[a-z]+$';--> statement-breakpoint
CREATE INDEX "search_zero_result_counts_day_idx" ON "search_zero_result_counts" USING btree ("market","day");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- Catalogue search (docs/search.md). A query and a document are cut into words the same way, here:
-- lower case, no diacritics, "USB-C" one word "usbc", anything else not a letter or digit a space.
CREATE FUNCTION "shop_search_fold"(content text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT trim(regexp_replace(
    regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, coalesce(content, ''))), '([[:alnum:]])-(?=[[:alnum:]])', '\1', 'g'),
    '[^[:alnum:]]+', ' ', 'g'))
$$;--> statement-breakpoint
CREATE FUNCTION "shop_search_words"(content text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(word ORDER BY position), '{}') FROM unnest(string_to_array("shop_search_fold"(content), ' ')) WITH ORDINALITY AS w(word, position) WHERE word <> ''
$$;--> statement-breakpoint
-- A light stemmer on folded words, so the forms of one word meet: the longest case ending goes
-- (at least 3 letters stay), then Czech drops the inserted e ("nabíječek", "řemínek": nabijeck, remink)
-- and Romanian turns oa back into o ("încărcătoare", "telefoane": incarcator, telefon).
CREATE FUNCTION "shop_search_stem"(market text, word text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN word !~ '^[a-z]{4,}$' THEN word
    WHEN market = 'CZ' THEN regexp_replace(
      coalesce(substring(word FROM '^(.{3,}?)(?:atech|atum|ata|aty|ach|ami|ama|ech|eho|emi|emu|ete|eti|ich|iho|imi|imu|ovi|ove|ych|ymi|em|es|im|um|at|am|ym|mi|ou|a|e|i|o|u|y)?$'), word),
      '([^aeiouy])e([klnr])$', '\1\2')
    ELSE regexp_replace(
      coalesce(substring(word FROM '^(.{3,}?)(?:urilor|urile|ului|elor|ilor|uri|ele|ile|lui|ul|ua|ei|ii|ie|ia|ea|le|a|e|i|u)?$'), word),
      'oa([^aeiou]+)$', 'o\1')
  END
$$;--> statement-breakpoint
-- Every word of the text and its stem: a whole word serves a query typed halfway, the stem its other forms.
CREATE FUNCTION "shop_search_vector"(market text, content text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(coalesce(array_agg(DISTINCT lexeme), '{}'))
  FROM unnest("shop_search_words"(content) || "shop_search_words"(replace(content, '-', ' '))) AS w(word),
    LATERAL (VALUES (word), ("shop_search_stem"(market, word))) AS l(lexeme)
$$;--> statement-breakpoint
-- What the document says of a product's condition: the words a shopper adds to ask for it.
CREATE FUNCTION "shop_search_condition_words"(market text, condition text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN market = 'CZ' AND condition = 'new' THEN 'nový'
    WHEN market = 'CZ' THEN 'použitý bazar bazarový repasovaný'
    WHEN condition = 'new' THEN 'nou'
    ELSE 'folosit second hand recondiționat'
  END
$$;--> statement-breakpoint
CREATE FUNCTION "product_search_text"(p products) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', p.long_name, p.code, p.colour_name, p.capacity, p.meta_attributes_description, ma.name, mp.name,
    CASE WHEN p.market = 'CZ' THEN td.name_cs || ' ' || td.plural_cs ELSE td.name_ro || ' ' || td.plural_ro END,
    fm.name || ' ' || fo.name || ' ' || CASE WHEN p.market = 'CZ' THEN ft.name_cs ELSE ft.name_ro END,
    "shop_search_condition_words"(p.market, p.condition), p.quality,
    (WITH RECURSIVE up AS (
        SELECT c.id, c.parent_id, c.name, c.for_display FROM master_product_categories mc JOIN categories c ON c.id = mc.category_id
        WHERE mc.master_product_id = p.master_product_id
      UNION
        SELECT c.id, c.parent_id, c.name, c.for_display FROM categories c JOIN up ON c.id = up.parent_id)
      SELECT string_agg(DISTINCT up.name, ' ') FROM up WHERE up.for_display))
  FROM master_products mp
  JOIN manufacturers ma ON ma.id = p.manufacturer_id
  JOIN type_devices td ON td.id = p.type_device_id
  LEFT JOIN models fo ON fo.id = mp.fits_model_id
  LEFT JOIN manufacturers fm ON fm.id = fo.manufacturer_id
  LEFT JOIN product_types ft ON ft.id = fo.product_type_id
  WHERE mp.id = p.master_product_id
$$;--> statement-breakpoint
-- The model an accessory is made for, and the kind of device it is ("pouzdro na mobil").
CREATE FUNCTION "product_search_fits"(p products) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT "shop_search_vector"(p.market, fm.name || ' ' || fo.name || ' ' || CASE WHEN p.market = 'CZ' THEN ft.name_cs ELSE ft.name_ro END)
  FROM master_products mp JOIN models fo ON fo.id = mp.fits_model_id JOIN manufacturers fm ON fm.id = fo.manufacturer_id
  JOIN product_types ft ON ft.id = fo.product_type_id
  WHERE mp.id = p.master_product_id
$$;--> statement-breakpoint
CREATE FUNCTION "product_search_vector_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_vector" := "shop_search_vector"(NEW."market", "product_search_text"(NEW));
  NEW."search_fits" := "product_search_fits"(NEW);
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Setting search_vector (to anything) is how the triggers below ask for a product's document again.
CREATE TRIGGER "product_search_vector" BEFORE INSERT OR UPDATE OF "long_name", "code", "colour_name", "capacity", "condition", "quality",
  "meta_attributes_description", "master_product_id", "manufacturer_id", "type_device_id", "search_vector" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "product_search_vector_refresh"();--> statement-breakpoint
-- The vocabulary misspelt query words are corrected to: every word of a new or changed document.
CREATE FUNCTION "search_words_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "search_words" ("market", "word")
    SELECT DISTINCT n."market", l.lexeme FROM new_rows n, unnest(n."search_vector") AS l ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO "search_words" ("market", "word")
    SELECT DISTINCT n."market", l.lexeme FROM new_rows n JOIN old_rows o ON o."id" = n."id", unnest(n."search_vector") AS l
    WHERE o."search_vector" <> n."search_vector" ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_words_on_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_collect"();--> statement-breakpoint
CREATE TRIGGER "search_words_on_update" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_collect"();--> statement-breakpoint
-- The documents hold names kept elsewhere: a change there asks the products concerned for theirs again.
CREATE FUNCTION "search_refresh_masters_of_assignments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "search_vector" = '' WHERE "master_product_id" IN (SELECT "master_product_id" FROM changed_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_refresh_on_assignment_insert" AFTER INSERT ON "master_product_categories" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_masters_of_assignments"();--> statement-breakpoint
CREATE TRIGGER "search_refresh_on_assignment_delete" AFTER DELETE ON "master_product_categories" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_refresh_masters_of_assignments"();--> statement-breakpoint
CREATE FUNCTION "search_refresh_category"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "search_vector" = '' WHERE "master_product_id" IN (
    WITH RECURSIVE down AS (SELECT NEW."id" AS id UNION SELECT c."id" FROM "categories" c JOIN down ON c."parent_id" = down.id)
    SELECT mc."master_product_id" FROM "master_product_categories" mc JOIN down ON down.id = mc."category_id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_refresh_category" AFTER UPDATE OF "name", "parent_id", "for_display" ON "categories"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."parent_id" IS DISTINCT FROM NEW."parent_id" OR OLD."for_display" IS DISTINCT FROM NEW."for_display")
  EXECUTE FUNCTION "search_refresh_category"();--> statement-breakpoint
CREATE FUNCTION "search_refresh_master"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "search_vector" = '' WHERE "master_product_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_refresh_master" AFTER UPDATE OF "name", "fits_model_id" ON "master_products"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."fits_model_id" IS DISTINCT FROM NEW."fits_model_id")
  EXECUTE FUNCTION "search_refresh_master"();--> statement-breakpoint
CREATE FUNCTION "search_refresh_type_device"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "search_vector" = '' WHERE "type_device_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_refresh_type_device" AFTER UPDATE OF "name_cs", "name_ro", "plural_cs", "plural_ro" ON "type_devices"
  FOR EACH ROW WHEN ((OLD."name_cs", OLD."name_ro", OLD."plural_cs", OLD."plural_ro") IS DISTINCT FROM (NEW."name_cs", NEW."name_ro", NEW."plural_cs", NEW."plural_ro"))
  EXECUTE FUNCTION "search_refresh_type_device"();--> statement-breakpoint
CREATE FUNCTION "search_refresh_manufacturer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "search_vector" = '' WHERE "manufacturer_id" = NEW."id" OR "master_product_id" IN (
    SELECT mp."id" FROM "master_products" mp JOIN "models" mo ON mo."id" = mp."fits_model_id" WHERE mo."manufacturer_id" = NEW."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_refresh_manufacturer" AFTER UPDATE OF "name" ON "manufacturers"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "search_refresh_manufacturer"();--> statement-breakpoint
CREATE FUNCTION "search_refresh_fitted_model"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "search_vector" = '' WHERE "master_product_id" IN (SELECT "id" FROM "master_products" WHERE "fits_model_id" = NEW."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_refresh_fitted_model" AFTER UPDATE OF "name" ON "models"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "search_refresh_fitted_model"();
