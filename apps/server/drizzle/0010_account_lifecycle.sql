ALTER TABLE "audit_log" ADD COLUMN "impersonator_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "impersonator_email" text;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "scope" text DEFAULT 'sign-in' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "trusted_device" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "impersonator_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "key_revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "key_rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_device_idx" ON "login_failures" USING btree ("trusted_device","at");