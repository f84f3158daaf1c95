CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"dlt_template_id" text NOT NULL,
	"parts" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"alert_delivery_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_parts" (
	"sms_id" integer NOT NULL,
	"part" integer NOT NULL,
	"message_id" text NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"stat" text,
	CONSTRAINT "sms_parts_sms_id_part_pk" PRIMARY KEY("sms_id","part")
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "receipt_state" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_alert_delivery_id_alert_deliveries_id_fk" FOREIGN KEY ("alert_delivery_id") REFERENCES "public"."alert_deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_parts" ADD CONSTRAINT "sms_parts_sms_id_sms_messages_id_fk" FOREIGN KEY ("sms_id") REFERENCES "public"."sms_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_messages_recipient_idx" ON "sms_messages" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "sms_parts_message_idx" ON "sms_parts" USING btree ("message_id");