CREATE TABLE "nakshatra"."feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"rating" smallint,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_topic_check" CHECK ("nakshatra"."feedback"."topic" in ('app', 'astrologer', 'payment', 'horoscope', 'other')),
	CONSTRAINT "feedback_rating_check" CHECK ("nakshatra"."feedback"."rating" is null or "nakshatra"."feedback"."rating" between 1 and 5),
	CONSTRAINT "feedback_message_check" CHECK (char_length("nakshatra"."feedback"."message") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "nakshatra"."users" ADD COLUMN "astrologer_id" integer;--> statement-breakpoint
ALTER TABLE "nakshatra"."feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "nakshatra"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "nakshatra"."feedback" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_user_created_idx" ON "nakshatra"."feedback" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "nakshatra"."users" ADD CONSTRAINT "users_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "nakshatra"."astrologers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nakshatra"."users" ADD CONSTRAINT "users_astrologer_unique" UNIQUE("astrologer_id");