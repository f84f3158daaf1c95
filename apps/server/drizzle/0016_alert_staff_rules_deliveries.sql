CREATE TABLE "alert_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"alarm_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alarms" ALTER COLUMN "farm_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_rules" ALTER COLUMN "farm_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "feedback_id" uuid;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_deliveries_due_idx" ON "alert_deliveries" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "alert_deliveries_user_idx" ON "alert_deliveries" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_feedback_id_expert_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."expert_feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alarms_one_open_feedback_idx" ON "alarms" USING btree ("rule_id","feedback_id") WHERE state <> 'cleared' and feedback_id is not null;--> statement-breakpoint
CREATE INDEX "alarms_feedback_idx" ON "alarms" USING btree ("feedback_id");