CREATE TABLE "image_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"task" text NOT NULL,
	"model_id" text NOT NULL,
	"model_version" text NOT NULL,
	"label" text NOT NULL,
	"confidence" double precision NOT NULL,
	"not_sure" boolean NOT NULL,
	"reason" text NOT NULL,
	"ood_score" double precision,
	"image_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_analyses_image_key_unique" UNIQUE("image_key"),
	CONSTRAINT "image_analyses_task_check" CHECK ("image_analyses"."task" in ('soil-type','soybean-leaf','tomato-leaf','seed-quality')),
	CONSTRAINT "image_analyses_reason_check" CHECK ("image_analyses"."reason" in ('confident','low_confidence','out_of_distribution')),
	CONSTRAINT "image_analyses_confidence_check" CHECK ("image_analyses"."confidence" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "image_model_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task" text NOT NULL,
	"name" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"model_id" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "image_model_jobs_task_check" CHECK ("image_model_jobs"."task" in ('soil-type','soybean-leaf','tomato-leaf','seed-quality')),
	CONSTRAINT "image_model_jobs_state_check" CHECK ("image_model_jobs"."state" in ('queued','running','succeeded','failed')),
	CONSTRAINT "image_model_jobs_finished_check" CHECK (("image_model_jobs"."state" in ('succeeded','failed')) = ("image_model_jobs"."finished_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "image_analyses" ADD CONSTRAINT "image_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_model_jobs" ADD CONSTRAINT "image_model_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_analyses_user_idx" ON "image_analyses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "image_analyses_task_idx" ON "image_analyses" USING btree ("task","created_at");--> statement-breakpoint
CREATE INDEX "image_model_jobs_time_idx" ON "image_model_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "image_model_jobs_state_idx" ON "image_model_jobs" USING btree ("state");