CREATE TYPE "public"."cancellation_source" AS ENUM('GUEST', 'ADMIN', 'AIRLINE');--> statement-breakpoint
CREATE TYPE "public"."cabin" AS ENUM('ECONOMY', 'BUSINESS');--> statement-breakpoint
CREATE TYPE "public"."fare_family" AS ENUM('LIGHT', 'FLEX');--> statement-breakpoint
CREATE TYPE "public"."flight_direction" AS ENUM('OUTBOUND', 'RETURN');--> statement-breakpoint
CREATE TYPE "public"."flight_status" AS ENUM('SCHEDULED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."passenger_type" AS ENUM('ADULT', 'CHILD', 'INFANT');--> statement-breakpoint
CREATE TABLE "airline" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airline_code_format" CHECK ("airline"."code" ~ '^[A-Z0-9]{2}$'),
	CONSTRAINT "airline_color_format" CHECK ("airline"."color" ~ '^#[0-9A-Fa-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "airport" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"time_zone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airport_code_format" CHECK ("airport"."code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "airport_latitude_range" CHECK ("airport"."latitude" between -90 and 90),
	CONSTRAINT "airport_longitude_range" CHECK ("airport"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "booking_flight" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"instance_id" text,
	"direction" "flight_direction" NOT NULL,
	"position" smallint NOT NULL,
	"airline_code" text NOT NULL,
	"airline_name" text NOT NULL,
	"flight_number" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"arrival_at" timestamp with time zone NOT NULL,
	"cabin" "cabin" NOT NULL,
	"fare_family" "fare_family" NOT NULL,
	"seats" smallint NOT NULL,
	"adult_fare" integer NOT NULL,
	"child_fare" integer NOT NULL,
	"infant_fare" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_flight_seats_positive" CHECK ("booking_flight"."seats" > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_passenger" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"position" smallint NOT NULL,
	"type" "passenger_type" NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_instance" (
	"id" text PRIMARY KEY NOT NULL,
	"schedule_id" text NOT NULL,
	"airline_code" text NOT NULL,
	"flight_number" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"departure_date" date NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"arrival_at" timestamp with time zone NOT NULL,
	"status" "flight_status" DEFAULT 'SCHEDULED' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_instance_arrives_after_departure" CHECK ("flight_instance"."arrival_at" > "flight_instance"."departure_at")
);
--> statement-breakpoint
CREATE TABLE "flight_schedule" (
	"id" text PRIMARY KEY NOT NULL,
	"airline_code" text NOT NULL,
	"flight_number" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"departure_time" text NOT NULL,
	"arrival_time" text NOT NULL,
	"arrival_day_offset" smallint DEFAULT 0 NOT NULL,
	"days_of_week" smallint[] NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"economy_seats" smallint NOT NULL,
	"business_seats" smallint DEFAULT 0 NOT NULL,
	"economy_light_fare" integer,
	"economy_flex_fare" integer,
	"business_flex_fare" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_schedule_route" CHECK ("flight_schedule"."origin" <> "flight_schedule"."destination"),
	CONSTRAINT "flight_schedule_number_format" CHECK ("flight_schedule"."flight_number" ~ '^[0-9]{1,4}$'),
	CONSTRAINT "flight_schedule_days" CHECK (cardinality("flight_schedule"."days_of_week") between 1 and 7),
	CONSTRAINT "flight_schedule_validity" CHECK ("flight_schedule"."valid_to" >= "flight_schedule"."valid_from"),
	CONSTRAINT "flight_schedule_seats" CHECK ("flight_schedule"."economy_seats" >= 0 and "flight_schedule"."business_seats" >= 0 and "flight_schedule"."economy_seats" + "flight_schedule"."business_seats" > 0),
	CONSTRAINT "flight_schedule_day_offset" CHECK ("flight_schedule"."arrival_day_offset" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "flight_seat" (
	"instance_id" text NOT NULL,
	"cabin" "cabin" NOT NULL,
	"for_sale" smallint NOT NULL,
	"sold" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_seat_instance_id_cabin_pk" PRIMARY KEY("instance_id","cabin"),
	CONSTRAINT "flight_seat_not_oversold" CHECK ("flight_seat"."sold" between 0 and "flight_seat"."for_sale"),
	CONSTRAINT "flight_seat_for_sale_range" CHECK ("flight_seat"."for_sale" between 0 and 1000)
);
--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "cancellation_source" "cancellation_source";--> statement-breakpoint
ALTER TABLE "booking_flight" ADD CONSTRAINT "booking_flight_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_flight" ADD CONSTRAINT "booking_flight_instance_id_flight_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."flight_instance"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_passenger" ADD CONSTRAINT "booking_passenger_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_instance" ADD CONSTRAINT "flight_instance_schedule_id_flight_schedule_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."flight_schedule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedule" ADD CONSTRAINT "flight_schedule_airline_code_airline_code_fk" FOREIGN KEY ("airline_code") REFERENCES "public"."airline"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "flight_schedule" ADD CONSTRAINT "flight_schedule_origin_airport_code_fk" FOREIGN KEY ("origin") REFERENCES "public"."airport"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "flight_schedule" ADD CONSTRAINT "flight_schedule_destination_airport_code_fk" FOREIGN KEY ("destination") REFERENCES "public"."airport"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "flight_seat" ADD CONSTRAINT "flight_seat_instance_id_flight_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."flight_instance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_flight_booking_idx" ON "booking_flight" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_flight_instance_idx" ON "booking_flight" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "booking_passenger_booking_idx" ON "booking_passenger" USING btree ("booking_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "flight_instance_schedule_date_idx" ON "flight_instance" USING btree ("schedule_id","departure_date");--> statement-breakpoint
CREATE INDEX "flight_instance_route_date_idx" ON "flight_instance" USING btree ("origin","destination","departure_date");--> statement-breakpoint
CREATE INDEX "flight_instance_origin_departure_idx" ON "flight_instance" USING btree ("origin","departure_at");--> statement-breakpoint
CREATE INDEX "flight_schedule_route_idx" ON "flight_schedule" USING btree ("origin","destination");