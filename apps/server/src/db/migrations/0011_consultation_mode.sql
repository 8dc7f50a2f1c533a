ALTER TABLE "nakshatra"."consultations" ADD COLUMN "mode" text DEFAULT 'chat' NOT NULL;--> statement-breakpoint
ALTER TABLE "nakshatra"."consultations" ADD COLUMN "user_audio_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nakshatra"."consultations" ADD COLUMN "astrologer_audio_at" timestamp with time zone;