CREATE TABLE "dataset_import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"file" "bytea",
	"options" jsonb NOT NULL,
	"version" integer,
	"outcome" jsonb,
	"worked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "dataset_import_jobs_kind_check" CHECK ("dataset_import_jobs"."kind" in ('rainfall','crop-production')),
	CONSTRAINT "dataset_import_jobs_state_check" CHECK ("dataset_import_jobs"."state" in ('queued','running','done','cancelled'))
);
