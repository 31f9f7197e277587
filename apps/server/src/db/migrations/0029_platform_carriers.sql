CREATE TABLE "platform_carriers" (
	"carrier" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"default_price_amount" integer,
	"default_free_from_amount" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_carriers_amounts" CHECK (coalesce("platform_carriers"."default_price_amount", 0) >= 0 and coalesce("platform_carriers"."default_free_from_amount", 0) >= 0)
);
