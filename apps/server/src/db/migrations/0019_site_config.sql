CREATE TABLE "commission_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"basis_points" integer NOT NULL,
	"starts_on" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_overrides_company_day" UNIQUE("company_id","starts_on"),
	CONSTRAINT "commission_overrides_rate" CHECK ("commission_overrides"."basis_points" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "header_texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "banner_texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "banner_icons" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "contact_address" text;--> statement-breakpoint
ALTER TABLE "commission_overrides" ADD CONSTRAINT "commission_overrides_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_overrides" ADD CONSTRAINT "commission_overrides_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The single header text, banner text and banner icon become the default language's.
UPDATE "site_settings" SET
  "header_texts" = CASE WHEN "header_text" <> '' THEN jsonb_build_object("default_locale", "header_text") ELSE '{}'::jsonb END,
  "banner_texts" = CASE WHEN "banner_text" <> '' THEN jsonb_build_object("default_locale", "banner_text") ELSE '{}'::jsonb END,
  "banner_icons" = CASE WHEN coalesce("banner_icon", '') <> '' THEN jsonb_build_object("default_locale", "banner_icon") ELSE '{}'::jsonb END;
