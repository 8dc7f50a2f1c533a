CREATE TABLE "nakshatra"."consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"astrologer_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"topic" text NOT NULL,
	"price_paise_per_min" bigint NOT NULL,
	"minutes_charged" integer DEFAULT 0 NOT NULL,
	"end_reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "consultations_status_check" CHECK ("nakshatra"."consultations"."status" in ('requested', 'active', 'ended', 'declined', 'missed', 'cancelled')),
	CONSTRAINT "consultations_price_check" CHECK ("nakshatra"."consultations"."price_paise_per_min" > 0),
	CONSTRAINT "consultations_topic_check" CHECK (char_length("nakshatra"."consultations"."topic") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "nakshatra"."consultations" ADD CONSTRAINT "consultations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "nakshatra"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nakshatra"."consultations" ADD CONSTRAINT "consultations_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "nakshatra"."astrologers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_user_open_unique" ON "nakshatra"."consultations" USING btree ("user_id") WHERE "nakshatra"."consultations"."status" in ('requested', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_astrologer_active_unique" ON "nakshatra"."consultations" USING btree ("astrologer_id") WHERE "nakshatra"."consultations"."status" = 'active';--> statement-breakpoint
CREATE INDEX "consultations_astrologer_status_idx" ON "nakshatra"."consultations" USING btree ("astrologer_id","status","requested_at");--> statement-breakpoint
CREATE INDEX "consultations_user_requested_idx" ON "nakshatra"."consultations" USING btree ("user_id","requested_at" DESC NULLS LAST);