CREATE TYPE "public"."hotel_tier" AS ENUM('STANDARD', 'PREMIUM');--> statement-breakpoint
CREATE TYPE "public"."room_type" AS ENUM('SINGLE', 'DOUBLE', 'TWIN', 'TRIPLE', 'FAMILY', 'SUITE', 'BUNGALOW', 'VILLA', 'DORMITORY');--> statement-breakpoint
CREATE TABLE "amenity" (
	"id" text PRIMARY KEY NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"icon" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"country" text DEFAULT 'Madagascar' NOT NULL,
	"postal_code" text,
	"phone" text,
	"stars" smallint NOT NULL,
	"tier" "hotel_tier" DEFAULT 'STANDARD' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"check_in_time" text DEFAULT '14:00' NOT NULL,
	"check_out_time" text DEFAULT '11:00' NOT NULL,
	"free_cancellation_days" smallint DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_stars_range" CHECK ("hotel"."stars" between 1 and 5),
	CONSTRAINT "hotel_latitude_range" CHECK ("hotel"."latitude" between -90 and 90),
	CONSTRAINT "hotel_longitude_range" CHECK ("hotel"."longitude" between -180 and 180),
	CONSTRAINT "hotel_cancellation_days_range" CHECK ("hotel"."free_cancellation_days" between 0 and 60)
);
--> statement-breakpoint
CREATE TABLE "hotel_amenity" (
	"hotel_id" text NOT NULL,
	"amenity_id" text NOT NULL,
	CONSTRAINT "hotel_amenity_hotel_id_amenity_id_pk" PRIMARY KEY("hotel_id","amenity_id")
);
--> statement-breakpoint
CREATE TABLE "hotel_photo" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hotel_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room" (
	"id" text PRIMARY KEY NOT NULL,
	"hotel_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" "room_type" NOT NULL,
	"price_per_night" integer NOT NULL,
	"capacity" smallint NOT NULL,
	"quantity" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_price_positive" CHECK ("room"."price_per_night" > 0),
	CONSTRAINT "room_capacity_range" CHECK ("room"."capacity" between 1 and 20),
	CONSTRAINT "room_quantity_range" CHECK ("room"."quantity" between 0 and 500)
);
--> statement-breakpoint
CREATE TABLE "room_photo" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"room_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beta_access" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel_amenity" ADD CONSTRAINT "hotel_amenity_hotel_id_hotel_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_amenity" ADD CONSTRAINT "hotel_amenity_amenity_id_amenity_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_photo" ADD CONSTRAINT "hotel_photo_hotel_id_hotel_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room" ADD CONSTRAINT "room_hotel_id_hotel_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_photo" ADD CONSTRAINT "room_photo_room_id_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "amenity_name_en_idx" ON "amenity" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_slug_idx" ON "hotel" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "hotel_city_idx" ON "hotel" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "hotel_amenity_amenity_id_index" ON "hotel_amenity" USING btree ("amenity_id");--> statement-breakpoint
CREATE INDEX "hotel_photo_hotel_idx" ON "hotel_photo" USING btree ("hotel_id","position");--> statement-breakpoint
CREATE INDEX "room_hotel_idx" ON "room" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "room_photo_room_idx" ON "room_photo" USING btree ("room_id","position");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "beta_access_email_idx" ON "beta_access" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "contact_created_at_idx" ON "contact" USING btree ("created_at");