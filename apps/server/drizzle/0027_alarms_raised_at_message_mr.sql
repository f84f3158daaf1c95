ALTER TABLE "alarms" ADD COLUMN "message_mr" text;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "raised_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "alarms_device_raised_idx" ON "alarms" USING btree ("device_id","raised_at");