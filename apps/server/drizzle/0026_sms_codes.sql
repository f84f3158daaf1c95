CREATE TABLE "sms_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"phone" text NOT NULL,
	"user_id" uuid,
	"code_hash" text,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_ip_idx" ON "sms_codes" USING btree ("ip","created_at");