CREATE SCHEMA "nakshatra";
--> statement-breakpoint
CREATE TABLE "nakshatra"."login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nakshatra"."profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"birth_time" time NOT NULL,
	"latitude_deg" double precision NOT NULL,
	"longitude_deg" double precision NOT NULL,
	"location_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_gender_check" CHECK ("nakshatra"."profiles"."gender" in ('male', 'female')),
	CONSTRAINT "profiles_latitude_check" CHECK ("nakshatra"."profiles"."latitude_deg" between -90 and 90),
	CONSTRAINT "profiles_longitude_check" CHECK ("nakshatra"."profiles"."longitude_deg" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "nakshatra"."sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nakshatra"."users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("nakshatra"."users"."role" in ('user', 'astrologer', 'admin')),
	CONSTRAINT "users_email_lower_check" CHECK ("nakshatra"."users"."email" = lower("nakshatra"."users"."email"))
);
--> statement-breakpoint
ALTER TABLE "nakshatra"."profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "nakshatra"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nakshatra"."sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "nakshatra"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "nakshatra"."sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "nakshatra"."sessions" USING btree ("expires_at");