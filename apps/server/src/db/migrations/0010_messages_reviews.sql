CREATE TABLE "nakshatra"."consultation_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "nakshatra"."consultation_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"consultation_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	CONSTRAINT "consultation_messages_sender_check" CHECK ("nakshatra"."consultation_messages"."sender" in ('user', 'astrologer')),
	CONSTRAINT "consultation_messages_body_check" CHECK (char_length("nakshatra"."consultation_messages"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "nakshatra"."consultation_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" uuid NOT NULL,
	"astrologer_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_reviews_consultation_id_unique" UNIQUE("consultation_id"),
	CONSTRAINT "consultation_reviews_rating_check" CHECK ("nakshatra"."consultation_reviews"."rating" between 1 and 5),
	CONSTRAINT "consultation_reviews_body_check" CHECK (char_length("nakshatra"."consultation_reviews"."body") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "nakshatra"."consultation_messages" ADD CONSTRAINT "consultation_messages_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "nakshatra"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nakshatra"."consultation_reviews" ADD CONSTRAINT "consultation_reviews_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "nakshatra"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nakshatra"."consultation_reviews" ADD CONSTRAINT "consultation_reviews_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "nakshatra"."astrologers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nakshatra"."consultation_reviews" ADD CONSTRAINT "consultation_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "nakshatra"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_messages_seq_unique" ON "nakshatra"."consultation_messages" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "consultation_messages_consultation_seq_idx" ON "nakshatra"."consultation_messages" USING btree ("consultation_id","seq");--> statement-breakpoint
CREATE INDEX "consultation_reviews_astrologer_idx" ON "nakshatra"."consultation_reviews" USING btree ("astrologer_id","created_at" DESC NULLS LAST);