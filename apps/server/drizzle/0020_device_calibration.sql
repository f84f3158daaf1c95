CREATE TABLE "alert_cursors" (
	"device_id" uuid PRIMARY KEY NOT NULL,
	"evaluated_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trusted_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"device_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "calibration" jsonb;--> statement-breakpoint
ALTER TABLE "valve_commands" ADD COLUMN "outcome" text DEFAULT 'not_sent' NOT NULL;--> statement-breakpoint
-- Commands recorded before acknowledgements existed: a published one was never confirmed by its device.
UPDATE "valve_commands" SET "outcome" = CASE "delivery" WHEN 'published' THEN 'not_acknowledged' ELSE 'not_sent' END;--> statement-breakpoint
ALTER TABLE "valve_commands" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "valve_commands" ADD COLUMN "device_state" text;--> statement-breakpoint
ALTER TABLE "valve_commands" ADD COLUMN "remaining_seconds" integer;--> statement-breakpoint
ALTER TABLE "valve_commands" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_cursors" ADD CONSTRAINT "alert_cursors_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trusted_devices_user_device_idx" ON "trusted_devices" USING btree ("user_id","device_hash");--> statement-breakpoint
CREATE INDEX "alarms_cleared_device_idx" ON "alarms" USING btree ("device_id","cleared_at") WHERE state = 'cleared' and device_id is not null;--> statement-breakpoint
ALTER TABLE "valve_commands" ADD CONSTRAINT "valve_commands_outcome_check" CHECK (outcome in ('not_sent','sent','acknowledged','not_acknowledged','finished'));