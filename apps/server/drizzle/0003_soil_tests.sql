CREATE TABLE "soil_test_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "soil_tests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "soil_tests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"status" text NOT NULL,
	"soil_type" text NOT NULL,
	"depth_cm" double precision,
	"latitude" double precision,
	"longitude" double precision,
	"probe_placed" boolean DEFAULT false NOT NULL,
	"placement_validated" boolean DEFAULT false NOT NULL,
	"test_confirmed" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"timer_started_at" timestamp with time zone,
	"duration_ms" integer NOT NULL,
	"timer_completed_at" timestamp with time zone,
	"n" double precision,
	"p" double precision,
	"k" double precision,
	"moisture_percent" double precision,
	"temperature_c" double precision,
	"electrical_conductivity" double precision,
	"ph" double precision,
	"remarks" text,
	"results_source" text,
	"abort_reason" text,
	"aborted_at" timestamp with time zone,
	"device_error" text
);
--> statement-breakpoint
ALTER TABLE "soil_test_images" ADD CONSTRAINT "soil_test_images_test_id_soil_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."soil_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soil_tests" ADD CONSTRAINT "soil_tests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soil_tests" ADD CONSTRAINT "soil_tests_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "soil_test_images_test_idx" ON "soil_test_images" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "soil_tests_user_idx" ON "soil_tests" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "soil_tests_status_idx" ON "soil_tests" USING btree ("status");