CREATE TABLE "nakshatra"."saved_kundlis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"input" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nakshatra"."saved_kundlis" ADD CONSTRAINT "saved_kundlis_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "nakshatra"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_kundlis_user_created_idx" ON "nakshatra"."saved_kundlis" USING btree ("user_id","created_at" DESC NULLS LAST,"id");