ALTER TABLE "valve_commands" ADD COLUMN "profile" text;--> statement-breakpoint
ALTER TABLE "valve_commands" ADD COLUMN "reason" text;