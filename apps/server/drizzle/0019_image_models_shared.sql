CREATE TABLE "image_model_files" (
	"model_id" text NOT NULL,
	"name" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_model_files_model_id_name_pk" PRIMARY KEY("model_id","name")
);
--> statement-breakpoint
ALTER TABLE "image_model_jobs" ADD COLUMN "input_key" text;