CREATE TABLE "room_night" (
	"room_id" text NOT NULL,
	"night" date NOT NULL,
	"hotel_id" text NOT NULL,
	"for_sale" smallint NOT NULL,
	"for_sale_override" smallint,
	"sold" smallint DEFAULT 0 NOT NULL,
	"price" integer,
	"closed" boolean DEFAULT false NOT NULL,
	"closed_to_arrival" boolean DEFAULT false NOT NULL,
	"min_stay" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_night_room_id_night_pk" PRIMARY KEY("room_id","night"),
	CONSTRAINT "room_night_not_oversold" CHECK ("room_night"."sold" between 0 and "room_night"."for_sale"),
	CONSTRAINT "room_night_for_sale_range" CHECK ("room_night"."for_sale" between 0 and 500),
	CONSTRAINT "room_night_override_applies" CHECK ("room_night"."for_sale_override" is null or "room_night"."for_sale" = "room_night"."for_sale_override"),
	CONSTRAINT "room_night_price_positive" CHECK ("room_night"."price" is null or "room_night"."price" > 0),
	CONSTRAINT "room_night_min_stay_range" CHECK ("room_night"."min_stay" is null or "room_night"."min_stay" between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "booking_room" ADD COLUMN "night_prices" integer[];--> statement-breakpoint
-- Bookings made before the calendar paid the same price every night.
UPDATE "booking_room" SET "night_prices" = array_fill("price_per_night", ARRAY["nights"]::int[]);--> statement-breakpoint
ALTER TABLE "booking_room" ALTER COLUMN "night_prices" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "room_night" ADD CONSTRAINT "room_night_room_id_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The index carries what a stay reads, so that search reads each candidate hotel's nights from it alone.
CREATE INDEX "room_night_hotel_stay_idx" ON "room_night" USING btree ("hotel_id","night") INCLUDE ("room_id", "for_sale", "sold", "price", "closed", "closed_to_arrival", "min_stay");--> statement-breakpoint
-- The calendar starts from the rooms that bookings already hold. A night sold beyond
-- the room type's quantity (possible before quantity changes were checked) keeps its sales.
INSERT INTO "room_night" ("room_id", "night", "hotel_id", "for_sale", "sold")
SELECT br."room_id", nights.night::date, r."hotel_id", greatest(r."quantity", sum(br."quantity")), sum(br."quantity")
FROM "booking_room" br
JOIN "booking" b ON b."id" = br."booking_id"
JOIN "room" r ON r."id" = br."room_id"
CROSS JOIN LATERAL generate_series(b."check_in", b."check_out" - 1, interval '1 day') AS nights(night)
WHERE b."status" IN ('CONFIRMED', 'COMPLETED')
GROUP BY br."room_id", nights.night, r."hotel_id", r."quantity";
