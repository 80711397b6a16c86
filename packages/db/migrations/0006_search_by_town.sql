-- Search reads a town's calendar nights in one index range instead of one probe per hotel, and
-- its cards with the hotels instead of from photos and amenities: docs/decisions/008-search-by-town.md.
-- The town's key compares byte by byte (COLLATE "C"): it is only ever matched for equality.
ALTER TABLE "hotel" ADD COLUMN "city_key" text COLLATE "C" GENERATED ALWAYS AS (lower(city)) STORED NOT NULL;--> statement-breakpoint
DROP INDEX "hotel_city_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_city_key_idx" ON "hotel" USING btree ("city_key","id");--> statement-breakpoint
ALTER TABLE "room" ADD COLUMN "city_key" text COLLATE "C";--> statement-breakpoint
UPDATE "room" r SET "city_key" = h."city_key" FROM "hotel" h WHERE h."id" = r."hotel_id";--> statement-breakpoint
ALTER TABLE "room" ALTER COLUMN "city_key" SET NOT NULL;--> statement-breakpoint
-- A hotel that moves takes its room types with it.
ALTER TABLE "room" ADD CONSTRAINT "room_city_key_hotel_id_hotel_city_key_id_fk" FOREIGN KEY ("city_key","hotel_id") REFERENCES "public"."hotel"("city_key","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "room_city_idx" ON "room" USING btree ("city_key") INCLUDE ("id", "hotel_id", "capacity", "quantity", "price_per_night");--> statement-breakpoint
ALTER TABLE "room_night" ADD COLUMN "city_key" text COLLATE "C";--> statement-breakpoint
UPDATE "room_night" rn SET "city_key" = h."city_key" FROM "hotel" h WHERE h."id" = rn."hotel_id";--> statement-breakpoint
ALTER TABLE "room_night" ALTER COLUMN "city_key" SET NOT NULL;--> statement-breakpoint
-- A hotel that moves takes its nights with it, as it does its room types.
ALTER TABLE "room_night" ADD CONSTRAINT "room_night_city_key_hotel_id_hotel_city_key_id_fk" FOREIGN KEY ("city_key","hotel_id") REFERENCES "public"."hotel"("city_key","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
-- The index carries what a stay reads, so that search reads a town's nights from it alone.
CREATE INDEX "room_night_city_stay_idx" ON "room_night" USING btree ("city_key","night") INCLUDE ("hotel_id", "room_id", "for_sale", "sold", "price", "closed", "closed_to_arrival", "min_stay");--> statement-breakpoint
DROP INDEX "room_night_hotel_stay_idx";--> statement-breakpoint
ALTER TABLE "hotel" ADD COLUMN "search_card" jsonb DEFAULT '{"cover":null,"amenities":[]}'::jsonb NOT NULL;--> statement-breakpoint
-- A hotel's search card: its first photo as stored, and its first four amenities by French name.
CREATE FUNCTION "hotel_search_card"(hotel text) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'cover', (SELECT jsonb_build_object('id', p."id", 'ownerId', p."hotel_id", 'position', p."position",
                       'storageKey', p."storage_key", 'width', p."width", 'height', p."height")
              FROM "hotel_photo" p WHERE p."hotel_id" = hotel ORDER BY p."position", p."id" LIMIT 1),
    'amenities', coalesce((SELECT jsonb_agg(jsonb_build_object('id', a."id", 'nameFr', a."name_fr",
                                    'nameEn', a."name_en", 'icon', a."icon") ORDER BY a."name_fr", a."id")
                           FROM (SELECT a.* FROM "hotel_amenity" ha JOIN "amenity" a ON a."id" = ha."amenity_id"
                                 WHERE ha."hotel_id" = hotel ORDER BY a."name_fr", a."id" LIMIT 4) a), '[]'::jsonb))
$$;--> statement-breakpoint
CREATE FUNCTION "refresh_hotel_search_card"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
BEGIN
  IF TG_TABLE_NAME = 'amenity' THEN
    SELECT array_agg(ha."hotel_id") INTO changed FROM "hotel_amenity" ha WHERE ha."amenity_id" = NEW."id";
  ELSIF TG_OP = 'INSERT' THEN
    changed := ARRAY[NEW."hotel_id"];
  ELSIF TG_OP = 'DELETE' THEN
    changed := ARRAY[OLD."hotel_id"];
  ELSE
    changed := ARRAY[OLD."hotel_id", NEW."hotel_id"];
  END IF;
  UPDATE "hotel" SET "search_card" = "hotel_search_card"("id") WHERE "id" = ANY(changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "hotel_photo_search_card" AFTER INSERT OR UPDATE OR DELETE ON "hotel_photo"
  FOR EACH ROW EXECUTE FUNCTION "refresh_hotel_search_card"();--> statement-breakpoint
CREATE TRIGGER "hotel_amenity_search_card" AFTER INSERT OR UPDATE OR DELETE ON "hotel_amenity"
  FOR EACH ROW EXECUTE FUNCTION "refresh_hotel_search_card"();--> statement-breakpoint
-- Deleting an amenity deletes its hotel_amenity rows, whose trigger refreshes their hotels.
CREATE TRIGGER "amenity_search_card" AFTER UPDATE OF "name_fr", "name_en", "icon" ON "amenity"
  FOR EACH ROW EXECUTE FUNCTION "refresh_hotel_search_card"();--> statement-breakpoint
UPDATE "hotel" SET "search_card" = "hotel_search_card"("id");
