ALTER TABLE "soil_health_card_readings" ADD COLUMN "p_form" text;--> statement-breakpoint
ALTER TABLE "soil_health_card_readings" ADD COLUMN "k_form" text;--> statement-breakpoint
ALTER TABLE "soil_health_card_readings" ADD COLUMN "p_form_from" text;--> statement-breakpoint
ALTER TABLE "soil_health_card_readings" ADD COLUMN "k_form_from" text;--> statement-breakpoint
ALTER TABLE "soil_health_card_readings" ADD CONSTRAINT "shc_readings_p_form_check" CHECK ("soil_health_card_readings"."p_form" in ('P','P2O5'));--> statement-breakpoint
ALTER TABLE "soil_health_card_readings" ADD CONSTRAINT "shc_readings_k_form_check" CHECK ("soil_health_card_readings"."k_form" in ('K','K2O'));--> statement-breakpoint
ALTER TABLE "soil_health_card_readings" ADD CONSTRAINT "shc_readings_p_form_from_check" CHECK ("soil_health_card_readings"."p_form_from" in ('printed_range','state_default','national_default','user'));--> statement-breakpoint
ALTER TABLE "soil_health_card_readings" ADD CONSTRAINT "shc_readings_k_form_from_check" CHECK ("soil_health_card_readings"."k_form_from" in ('printed_range','state_default','national_default','user'));