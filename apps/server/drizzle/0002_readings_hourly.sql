CREATE TABLE "readings_hourly" (
	"device_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"n" bigint NOT NULL,
	"first_ts" timestamp with time zone NOT NULL,
	"last_ts" timestamp with time zone NOT NULL,
	"min_nitrogen" double precision NOT NULL,
	"max_nitrogen" double precision NOT NULL,
	"min_phosphorus" double precision NOT NULL,
	"max_phosphorus" double precision NOT NULL,
	"min_potassium" double precision NOT NULL,
	"max_potassium" double precision NOT NULL,
	"min_temperature" double precision NOT NULL,
	"max_temperature" double precision NOT NULL,
	"min_moisture" double precision NOT NULL,
	"max_moisture" double precision NOT NULL,
	"min_conductivity" double precision NOT NULL,
	"max_conductivity" double precision NOT NULL,
	"min_ph" double precision NOT NULL,
	"max_ph" double precision NOT NULL,
	CONSTRAINT "readings_hourly_device_id_hour_pk" PRIMARY KEY("device_id","hour")
);
--> statement-breakpoint
ALTER TABLE "readings_hourly" ADD CONSTRAINT "readings_hourly_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Readings stored before this migration get their hourly rows too.
INSERT INTO "readings_hourly"
SELECT "device_id", date_bin('1 hour', "ts", timestamptz '1970-01-01 00:00:00+00'), count(*), min("ts"), max("ts"),
  min("nitrogen"), max("nitrogen"), min("phosphorus"), max("phosphorus"), min("potassium"), max("potassium"),
  min("temperature"), max("temperature"), min("moisture"), max("moisture"), min("conductivity"), max("conductivity"),
  min("ph"), max("ph")
FROM "readings" GROUP BY 1, 2;
