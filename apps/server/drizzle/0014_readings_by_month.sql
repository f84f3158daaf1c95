-- Issue 25: the readings table is partitioned by month of "ts" (UTC), so old months are dropped
-- whole (READINGS_RAW_RETENTION_MONTHS) while the hourly rollup keeps their summary, and a chart
-- scans only the months of its range. Partitions are named readings_YYYY_MM; readings outside
-- every monthly partition (a device clock years off) land in readings_default. The server's leader
-- creates the coming months' partitions (sensors/partitions.ts). Existing readings are carried over.
ALTER TABLE "readings" RENAME TO "readings_before_partitioning";--> statement-breakpoint
ALTER TABLE "readings_before_partitioning" RENAME CONSTRAINT "readings_device_id_ts_pk" TO "readings_before_partitioning_pk";--> statement-breakpoint
ALTER TABLE "readings_before_partitioning" DROP CONSTRAINT "readings_device_id_devices_id_fk";--> statement-breakpoint
CREATE TABLE "readings" (
	"device_id" uuid NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"nitrogen" double precision NOT NULL,
	"phosphorus" double precision NOT NULL,
	"potassium" double precision NOT NULL,
	"temperature" double precision NOT NULL,
	"moisture" double precision NOT NULL,
	"conductivity" double precision NOT NULL,
	"ph" double precision NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "readings_device_id_ts_pk" PRIMARY KEY("device_id","ts")
) PARTITION BY RANGE ("ts");--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "readings_default" PARTITION OF "readings" DEFAULT;--> statement-breakpoint
-- One partition per month from the oldest reading (at most 36 months back) to two months ahead.
DO $$
DECLARE
  first_month timestamp;
  m timestamp;
BEGIN
  SELECT date_trunc('month', greatest(coalesce(min("ts"), now()), now() - interval '36 months') AT TIME ZONE 'UTC')
    INTO first_month FROM "readings_before_partitioning";
  FOR m IN SELECT generate_series(first_month, date_trunc('month', now() AT TIME ZONE 'UTC') + interval '2 months', interval '1 month') LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF "readings" FOR VALUES FROM (%L) TO (%L)',
      'readings_' || to_char(m, 'YYYY_MM'), (m AT TIME ZONE 'UTC'), ((m + interval '1 month') AT TIME ZONE 'UTC'));
  END LOOP;
END $$;--> statement-breakpoint
INSERT INTO "readings" SELECT * FROM "readings_before_partitioning";--> statement-breakpoint
DROP TABLE "readings_before_partitioning";
