CREATE TYPE "public"."booking_kind" AS ENUM('HOTEL', 'FLIGHT');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('CONFIRMED', 'CANCELLED', 'COMPLETED');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('UNPAID', 'PAID', 'REFUNDED');--> statement-breakpoint
CREATE TABLE "booking" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" "booking_kind" DEFAULT 'HOTEL' NOT NULL,
	"user_id" text,
	"status" "booking_status" DEFAULT 'CONFIRMED' NOT NULL,
	"payment_status" "payment_status" DEFAULT 'UNPAID' NOT NULL,
	"currency" text DEFAULT 'MGA' NOT NULL,
	"total_amount" integer NOT NULL,
	"guest_name" text NOT NULL,
	"guest_phone" text NOT NULL,
	"guest_email" text NOT NULL,
	"special_requests" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'fr' NOT NULL,
	"hotel_id" text,
	"hotel_name" text,
	"check_in" date,
	"check_out" date,
	"guests" smallint,
	"free_cancellation_until" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_id" text,
	"idempotency_key" text,
	"request_digest" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_total_not_negative" CHECK ("booking"."total_amount" >= 0),
	CONSTRAINT "booking_hotel_stay" CHECK ("booking"."kind" <> 'HOTEL' or ("booking"."hotel_name" is not null and "booking"."check_in" is not null and "booking"."check_out" > "booking"."check_in" and "booking"."guests" > 0))
);
--> statement-breakpoint
CREATE TABLE "booking_room" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"room_id" text,
	"room_name" text NOT NULL,
	"room_type" "room_type" NOT NULL,
	"quantity" smallint NOT NULL,
	"price_per_night" integer NOT NULL,
	"nights" smallint NOT NULL,
	"subtotal" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_room_quantity_positive" CHECK ("booking_room"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_hotel_id_hotel_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotel"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_cancelled_by_id_user_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_room" ADD CONSTRAINT "booking_room_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_room" ADD CONSTRAINT "booking_room_room_id_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."room"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_reference_idx" ON "booking" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_idempotency_idx" ON "booking" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "booking_user_idx" ON "booking" USING btree ("user_id","check_in");--> statement-breakpoint
CREATE INDEX "booking_hotel_stay_idx" ON "booking" USING btree ("hotel_id","check_in","check_out");--> statement-breakpoint
CREATE INDEX "booking_created_at_idx" ON "booking" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "booking_room_booking_idx" ON "booking_room" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_room_room_idx" ON "booking_room" USING btree ("room_id");