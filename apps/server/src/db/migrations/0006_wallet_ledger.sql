CREATE TABLE "nakshatra"."ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nakshatra"."ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" uuid NOT NULL,
	"account" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_nonzero_check" CHECK ("nakshatra"."ledger_entries"."amount_paise" <> 0)
);
--> statement-breakpoint
CREATE TABLE "nakshatra"."ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "nakshatra"."payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"coins" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"gst_paise" bigint NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider_payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_status_check" CHECK ("nakshatra"."payment_orders"."status" in ('created', 'paid', 'failed')),
	CONSTRAINT "payment_orders_amounts_check" CHECK ("nakshatra"."payment_orders"."coins" > 0 and "nakshatra"."payment_orders"."amount_paise" > 0 and "nakshatra"."payment_orders"."gst_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "nakshatra"."ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "nakshatra"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nakshatra"."ledger_transactions" ADD CONSTRAINT "ledger_transactions_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "nakshatra"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nakshatra"."payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "nakshatra"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "nakshatra"."ledger_entries" USING btree ("account","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "nakshatra"."ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payment_orders_user_created_idx" ON "nakshatra"."payment_orders" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- The ledger's own rules, beside the schema drizzle-kit knows (issue 13): a transaction's
-- entries sum to zero, checked once at commit so they can be inserted one by one; no entry or
-- transaction is ever changed or removed.
CREATE FUNCTION "nakshatra"."ledger_check_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total bigint;
BEGIN
  SELECT coalesce(sum(amount_paise), 0) INTO total FROM "nakshatra"."ledger_entries"
    WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (sum % paise)', NEW.transaction_id, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "nakshatra"."ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "nakshatra"."ledger_check_balanced"();
--> statement-breakpoint
CREATE FUNCTION "nakshatra"."ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append only (% on %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "nakshatra"."ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "nakshatra"."ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_append_only" BEFORE UPDATE OR DELETE ON "nakshatra"."ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION "nakshatra"."ledger_append_only"();
