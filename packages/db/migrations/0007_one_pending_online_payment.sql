-- Two starts that raced before this index may have left two online payments pending for one booking: the older ones stop being waited for (money that still arrives for them counts, and is owed back if not needed).
UPDATE "payment" SET "status" = 'EXPIRED', "failure_reason" = 'Another payment of this booking was under way'
WHERE "id" IN (
	SELECT "id" FROM (
		SELECT "id", row_number() OVER (PARTITION BY "booking_id" ORDER BY "created_at" DESC, "id" DESC) AS "rank"
		FROM "payment" WHERE "status" = 'PENDING' AND "method" <> 'PAY_AT_PROPERTY'
	) AS "pending" WHERE "rank" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_one_pending_online_idx" ON "payment" USING btree ("booking_id") WHERE "payment"."status" = 'PENDING' and "payment"."method" <> 'PAY_AT_PROPERTY';
