CREATE TABLE "fertilizer_predictions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"temperature" double precision NOT NULL,
	"humidity" double precision NOT NULL,
	"moisture" double precision NOT NULL,
	"nitrogen" double precision NOT NULL,
	"phosphorus" double precision NOT NULL,
	"potassium" double precision NOT NULL,
	"crop_type" text NOT NULL,
	"soil_type" text NOT NULL,
	"model_type" text NOT NULL,
	"fertilizer" text NOT NULL,
	"predicted_npk" text NOT NULL,
	"probability" double precision NOT NULL,
	"model_version" text NOT NULL,
	"predicted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "soil_health_card_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"crop_type" text NOT NULL,
	"soil_type" text NOT NULL,
	"language" text NOT NULL,
	"extracted" jsonb NOT NULL,
	"confirmed" jsonb,
	"ocr_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fertilizer_predictions" ADD CONSTRAINT "fertilizer_predictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soil_health_card_readings" ADD CONSTRAINT "soil_health_card_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fertilizer_predictions_time_idx" ON "fertilizer_predictions" USING btree ("predicted_at");--> statement-breakpoint
CREATE INDEX "fertilizer_predictions_user_idx" ON "fertilizer_predictions" USING btree ("user_id","predicted_at");--> statement-breakpoint
CREATE INDEX "shc_readings_user_idx" ON "soil_health_card_readings" USING btree ("user_id","created_at");