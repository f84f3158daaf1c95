CREATE TABLE "expert_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prediction_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"comments" text NOT NULL,
	"confidence_level" text NOT NULL,
	"alternative_npk" text DEFAULT '' NOT NULL,
	"agro_zone" text DEFAULT '' NOT NULL,
	"season" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "expert_feedback_score_check" CHECK ("expert_feedback"."score" between 1 and 10),
	CONSTRAINT "expert_feedback_status_check" CHECK ("expert_feedback"."status" in ('Pending','Approved','Rejected')),
	CONSTRAINT "expert_feedback_confidence_check" CHECK ("expert_feedback"."confidence_level" in ('Low','Medium','High')),
	CONSTRAINT "expert_feedback_decision_check" CHECK (("expert_feedback"."status" = 'Pending') = ("expert_feedback"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "expert_feedback_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feedback_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"display_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_feedback_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "expert_profile_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"display_name" text NOT NULL,
	"format" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_profile_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "expert_profile_files_kind_check" CHECK ("expert_profile_files"."kind" in ('cv','fertilizer_dataset','reference_dataset'))
);
--> statement-breakpoint
ALTER TABLE "expert_feedback" ADD CONSTRAINT "expert_feedback_prediction_id_fertilizer_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."fertilizer_predictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_feedback" ADD CONSTRAINT "expert_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_feedback" ADD CONSTRAINT "expert_feedback_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_feedback_files" ADD CONSTRAINT "expert_feedback_files_feedback_id_expert_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."expert_feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_profile_files" ADD CONSTRAINT "expert_profile_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expert_feedback_prediction_user_uq" ON "expert_feedback" USING btree ("prediction_id","user_id");--> statement-breakpoint
CREATE INDEX "expert_feedback_time_idx" ON "expert_feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "expert_feedback_user_idx" ON "expert_feedback" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "expert_feedback_files_feedback_idx" ON "expert_feedback_files" USING btree ("feedback_id","position");--> statement-breakpoint
CREATE INDEX "expert_profile_files_user_idx" ON "expert_profile_files" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_profile_files_one_cv_uq" ON "expert_profile_files" USING btree ("user_id") WHERE "expert_profile_files"."kind" = 'cv';