ALTER TABLE "site_settings" DROP COLUMN "header_text";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "banner_text";--> statement-breakpoint
ALTER TABLE "site_settings" DROP COLUMN "banner_icon";