CREATE TABLE "nakshatra"."login_known_addresses" (
	"key" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_known_addresses_last_success_idx" ON "nakshatra"."login_known_addresses" USING btree ("last_success_at");--> statement-breakpoint
-- Counters were keyed by the plain email; the keys are now hashed account and account+address
-- pairs. The old rows are at most 15 minutes of failures: they are dropped, not converted.
DELETE FROM "nakshatra"."login_attempts";--> statement-breakpoint
-- The quota becomes one window per user. Each user's latest day is kept; its window ends at the
-- next midnight in India (the zone the day was counted in was not stored: for rows present at
-- upgrade, the product's home zone decides that one day).
DELETE FROM "nakshatra"."chat_usage" AS "u" USING "nakshatra"."chat_usage" AS "newer"
	WHERE "newer"."user_id" = "u"."user_id" AND "newer"."day" > "u"."day";--> statement-breakpoint
ALTER TABLE "nakshatra"."chat_usage" DROP CONSTRAINT "chat_usage_user_id_day_pk";--> statement-breakpoint
ALTER TABLE "nakshatra"."chat_usage" ADD COLUMN "window_ends_at" timestamp with time zone;--> statement-breakpoint
UPDATE "nakshatra"."chat_usage"
	SET "window_ends_at" = (("day" + 1)::timestamp - interval '5 hours 30 minutes') AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "nakshatra"."chat_usage" ALTER COLUMN "window_ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "nakshatra"."chat_usage" ADD CONSTRAINT "chat_usage_user_id_pk" PRIMARY KEY("user_id");--> statement-breakpoint
ALTER TABLE "nakshatra"."chat_usage" DROP COLUMN "day";
