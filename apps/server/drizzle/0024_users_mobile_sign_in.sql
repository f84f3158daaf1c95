-- Issue 41: a farmer signs in with their mobile number, so a number belongs to one account.
-- Numbers stored before were contact details and could repeat (one family phone for several accounts). Each
-- repeated number stays on one account (a live farmer account first, then the oldest) and is cleared on the
-- others, each clearing recorded in the audit log; every one of those accounts has an email to sign in with.
INSERT INTO "audit_log" ("action", "target_type", "target_id", "details")
SELECT 'account.phone_cleared', 'user', "ranked"."id"::text,
       jsonb_build_object('email', "ranked"."email", 'phone', "ranked"."phone_number", 'keptBy', "ranked"."keeper"::text,
                          'reason', 'one account per mobile number (issue 41)')
FROM (
  SELECT "id", "email", "phone_number",
         row_number() OVER w AS "rank",
         first_value("id") OVER w AS "keeper"
  FROM "users"
  WHERE "phone_number" IS NOT NULL
  WINDOW w AS (PARTITION BY "phone_number" ORDER BY ("deleted_at" IS NOT NULL), ("role" <> 'user'), "created_at", "id")
) AS "ranked"
WHERE "ranked"."rank" > 1;--> statement-breakpoint
UPDATE "users" SET "phone_number" = NULL
WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "phone_number" ORDER BY ("deleted_at" IS NOT NULL), ("role" <> 'user'), "created_at", "id") AS "rank"
    FROM "users"
    WHERE "phone_number" IS NOT NULL
  ) AS "ranked"
  WHERE "ranked"."rank" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_number_idx" ON "users" USING btree ("phone_number");
