CREATE TYPE "public"."booking_source" AS ENUM('ONLINE', 'PHONE', 'WALK_IN', 'EMAIL');--> statement-breakpoint
CREATE TYPE "public"."member_role" AS ENUM('OWNER', 'MANAGER', 'FRONT_DESK');--> statement-breakpoint
ALTER TYPE "public"."booking_status" ADD VALUE 'NO_SHOW';--> statement-breakpoint
ALTER TYPE "public"."cancellation_source" ADD VALUE 'PROPERTY';--> statement-breakpoint
CREATE TABLE "partner_invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"hotel_id" text,
	"airline_code" text,
	"role" "member_role" NOT NULL,
	"invited_by_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_invitation_one_property" CHECK (num_nonnulls("partner_invitation"."hotel_id", "partner_invitation"."airline_code") = 1),
	CONSTRAINT "partner_invitation_airline_role" CHECK ("partner_invitation"."airline_code" is null or "partner_invitation"."role" <> 'FRONT_DESK')
);
--> statement-breakpoint
CREATE TABLE "property_member" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"hotel_id" text,
	"airline_code" text,
	"role" "member_role" NOT NULL,
	"booking_mails" boolean DEFAULT true NOT NULL,
	"invited_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_member_one_property" CHECK (num_nonnulls("property_member"."hotel_id", "property_member"."airline_code") = 1),
	CONSTRAINT "property_member_airline_role" CHECK ("property_member"."airline_code" is null or "property_member"."role" <> 'FRONT_DESK')
);
--> statement-breakpoint
CREATE TABLE "room_calendar_feed" (
	"room_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "booking_idempotency_idx";--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "booked_by_id" text;--> statement-breakpoint
UPDATE "booking" SET "booked_by_id" = "user_id";--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "source" "booking_source" DEFAULT 'ONLINE' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "scope" text DEFAULT 'PLATFORM' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hotel_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "airline_code" text;--> statement-breakpoint
ALTER TABLE "partner_invitation" ADD CONSTRAINT "partner_invitation_hotel_id_hotel_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invitation" ADD CONSTRAINT "partner_invitation_airline_code_airline_code_fk" FOREIGN KEY ("airline_code") REFERENCES "public"."airline"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "partner_invitation" ADD CONSTRAINT "partner_invitation_invited_by_id_user_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invitation" ADD CONSTRAINT "partner_invitation_accepted_by_id_user_id_fk" FOREIGN KEY ("accepted_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_member" ADD CONSTRAINT "property_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_member" ADD CONSTRAINT "property_member_hotel_id_hotel_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_member" ADD CONSTRAINT "property_member_airline_code_airline_code_fk" FOREIGN KEY ("airline_code") REFERENCES "public"."airline"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "property_member" ADD CONSTRAINT "property_member_invited_by_id_user_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_calendar_feed" ADD CONSTRAINT "room_calendar_feed_room_id_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_invitation_token_idx" ON "partner_invitation" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "partner_invitation_hotel_idx" ON "partner_invitation" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "partner_invitation_airline_idx" ON "partner_invitation" USING btree ("airline_code");--> statement-breakpoint
CREATE UNIQUE INDEX "property_member_hotel_idx" ON "property_member" USING btree ("hotel_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "property_member_airline_idx" ON "property_member" USING btree ("airline_code","user_id");--> statement-breakpoint
CREATE INDEX "property_member_user_idx" ON "property_member" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_calendar_feed_token_idx" ON "room_calendar_feed" USING btree ("token");--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_booked_by_id_user_id_fk" FOREIGN KEY ("booked_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_hotel_idx" ON "audit_log" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_airline_idx" ON "audit_log" USING btree ("airline_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_idempotency_idx" ON "booking" USING btree ("booked_by_id","idempotency_key");