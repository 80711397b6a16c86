CREATE TYPE "public"."payment_method" AS ENUM('PAY_AT_PROPERTY', 'MVOLA', 'ORANGE_MONEY');--> statement-breakpoint
CREATE TYPE "public"."payment_state" AS ENUM('PENDING', 'SUCCEEDED', 'FAILED', 'EXPIRED');--> statement-breakpoint
CREATE TYPE "public"."refund_state" AS ENUM('PENDING', 'SUCCEEDED', 'FAILED', 'DUE');--> statement-breakpoint
ALTER TYPE "public"."booking_status" ADD VALUE 'PENDING_PAYMENT';--> statement-breakpoint
ALTER TYPE "public"."cancellation_source" ADD VALUE 'PAYMENT';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'PENDING';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'PARTIALLY_PAID';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'REFUND_DUE';--> statement-breakpoint
CREATE TABLE "payment" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"method" "payment_method" NOT NULL,
	"status" "payment_state" DEFAULT 'PENDING' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'MGA' NOT NULL,
	"phone" text,
	"provider_reference" text,
	"provider_transaction_id" text,
	"provider_secrets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"redirect_url" text,
	"failure_reason" text,
	"expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"recorded_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_amount_positive" CHECK ("payment"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_event" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"event_key" text,
	"payload" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" "refund_state" DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"completed_at" timestamp with time zone,
	"completed_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_amount_positive" CHECK ("refund"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "amount_due_now" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hotel" ADD COLUMN "prepayment_percent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_recorded_by_id_user_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_event" ADD CONSTRAINT "payment_event_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_completed_by_id_user_id_fk" FOREIGN KEY ("completed_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_booking_idx" ON "payment" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_reference_idx" ON "payment" USING btree ("method","provider_reference");--> statement-breakpoint
CREATE INDEX "payment_created_at_idx" ON "payment" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_event_payment_idx" ON "payment_event" USING btree ("payment_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_event_key_idx" ON "payment_event" USING btree ("source","event_key") WHERE "payment_event"."event_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_payment_idx" ON "refund" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refund_booking_idx" ON "refund" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_hold_idx" ON "booking" USING btree ("hold_expires_at") WHERE "booking"."hold_expires_at" is not null;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_due_now_range" CHECK ("booking"."amount_due_now" between 0 and "booking"."total_amount");--> statement-breakpoint
ALTER TABLE "hotel" ADD CONSTRAINT "hotel_prepayment_percent_range" CHECK ("hotel"."prepayment_percent" between 0 and 100);