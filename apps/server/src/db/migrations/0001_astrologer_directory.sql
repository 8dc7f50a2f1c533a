-- pg_trgm (a trusted extension since PostgreSQL 13, so the database owner may create it) gives the
-- trigram GIN index behind the list's q search. PGlite loads it from @electric-sql/pglite/contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "nakshatra"."astrologer_album" (
	"astrologer_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"pic_id" text NOT NULL,
	CONSTRAINT "astrologer_album_pk" PRIMARY KEY("astrologer_id","position"),
	CONSTRAINT "astrologer_album_position_check" CHECK ("nakshatra"."astrologer_album"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "nakshatra"."astrologers" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"pic_id" text NOT NULL,
	"rating_tenths" smallint NOT NULL,
	"orders" integer NOT NULL,
	"skills" text[] NOT NULL,
	"languages" text[] NOT NULL,
	"experience_years" smallint NOT NULL,
	"price_rupees_per_min" integer NOT NULL,
	"call_price_rupees_per_min" integer NOT NULL,
	"offer_price_rupees_per_min" integer,
	"verified" boolean NOT NULL,
	"online" boolean NOT NULL,
	"short_bio" text NOT NULL,
	"long_bio" text NOT NULL,
	"problem_area" text NOT NULL,
	"total_chat_duration_min" integer NOT NULL,
	"total_call_duration_min" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"facets" text[] GENERATED ALWAYS AS (skills || languages
          || case when rating_tenths = 50 then '{top}'::text[] else '{}'::text[] end
          || case when offer_price_rupees_per_min is not null then '{offer}'::text[] else '{}'::text[] end
          || case when online then '{online}'::text[] else '{}'::text[] end) STORED NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name) || chr(10) || slug) STORED NOT NULL,
	CONSTRAINT "astrologers_rating_check" CHECK ("nakshatra"."astrologers"."rating_tenths" between 0 and 50),
	CONSTRAINT "astrologers_counts_check" CHECK ("nakshatra"."astrologers"."orders" >= 0 and "nakshatra"."astrologers"."experience_years" >= 0 and "nakshatra"."astrologers"."total_chat_duration_min" >= 0 and "nakshatra"."astrologers"."total_call_duration_min" >= 0),
	CONSTRAINT "astrologers_prices_check" CHECK ("nakshatra"."astrologers"."price_rupees_per_min" >= 0 and "nakshatra"."astrologers"."call_price_rupees_per_min" >= 0 and ("nakshatra"."astrologers"."offer_price_rupees_per_min" is null or "nakshatra"."astrologers"."offer_price_rupees_per_min" between 0 and "nakshatra"."astrologers"."price_rupees_per_min"))
);
--> statement-breakpoint
CREATE TABLE "nakshatra"."follows" (
	"user_id" uuid NOT NULL,
	"astrologer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_pk" PRIMARY KEY("user_id","astrologer_id")
);
--> statement-breakpoint
ALTER TABLE "nakshatra"."astrologer_album" ADD CONSTRAINT "astrologer_album_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "nakshatra"."astrologers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nakshatra"."follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "nakshatra"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nakshatra"."follows" ADD CONSTRAINT "follows_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "nakshatra"."astrologers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "astrologers_slug_unique" ON "nakshatra"."astrologers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "astrologers_popular_idx" ON "nakshatra"."astrologers" USING btree ("orders" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "astrologers_rating_idx" ON "nakshatra"."astrologers" USING btree ("rating_tenths" DESC NULLS LAST,"orders" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "astrologers_experience_idx" ON "nakshatra"."astrologers" USING btree ("experience_years" DESC NULLS LAST,"orders" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "astrologers_price_asc_idx" ON "nakshatra"."astrologers" USING btree ("price_rupees_per_min","orders" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "astrologers_price_desc_idx" ON "nakshatra"."astrologers" USING btree ("price_rupees_per_min" DESC NULLS LAST,"orders" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "astrologers_call_price_asc_idx" ON "nakshatra"."astrologers" USING btree ("call_price_rupees_per_min","orders" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "astrologers_call_price_desc_idx" ON "nakshatra"."astrologers" USING btree ("call_price_rupees_per_min" DESC NULLS LAST,"orders" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "astrologers_facets_idx" ON "nakshatra"."astrologers" USING gin ("facets");--> statement-breakpoint
CREATE INDEX "astrologers_search_trgm_idx" ON "nakshatra"."astrologers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "follows_user_created_idx" ON "nakshatra"."follows" USING btree ("user_id","created_at" DESC NULLS LAST,"astrologer_id");--> statement-breakpoint
CREATE INDEX "follows_astrologer_idx" ON "nakshatra"."follows" USING btree ("astrologer_id");