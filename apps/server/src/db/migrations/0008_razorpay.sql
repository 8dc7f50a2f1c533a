CREATE TABLE "nakshatra"."payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "nakshatra"."payment_orders" ADD COLUMN "provider_order_id" text;--> statement-breakpoint
ALTER TABLE "nakshatra"."payment_orders" ADD CONSTRAINT "payment_orders_provider_order_unique" UNIQUE("provider_order_id");