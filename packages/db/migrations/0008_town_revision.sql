-- A town's revision, raised by the commit of any transaction that wrote something a search of the
-- town answers from (its hotels, room types, calendar nights), so that a search page cached with
-- its town's revision is known to be current: docs/decisions/008-search-by-town.md.
CREATE TABLE "town_revision" (
	"city_key" text COLLATE "C" PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL
);--> statement-breakpoint
-- Deferred to the commit, once per town and transaction: a transaction takes its towns' rows after
-- every other lock it needed, so two bookings can never wait on each other in a cycle through them.
CREATE FUNCTION "raise_town_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  town text;
  raised text;
BEGIN
  FOREACH town IN ARRAY ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD."city_key" END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW."city_key" END
  ] LOOP
    CONTINUE WHEN town IS NULL;
    -- The towns this transaction raised, as md5 digests: no town's name can be mistaken for another's.
    raised := coalesce(current_setting('madabook.raised_towns', true), '');
    CONTINUE WHEN position(md5(town) IN raised) > 0;
    INSERT INTO "town_revision" ("city_key") VALUES (town)
      ON CONFLICT ("city_key") DO UPDATE SET "revision" = "town_revision"."revision" + 1;
    PERFORM set_config('madabook.raised_towns', raised || md5(town) || ' ', true);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "hotel_town_revision" AFTER INSERT OR UPDATE OR DELETE ON "hotel"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_town_revision"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "room_town_revision" AFTER INSERT OR UPDATE OR DELETE ON "room"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_town_revision"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "room_night_town_revision" AFTER INSERT OR UPDATE OR DELETE ON "room_night"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_town_revision"();
