CREATE TABLE "logistics_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"default_parcel_size" text DEFAULT 'A' NOT NULL,
	"sender" jsonb,
	"inpost_connected_as" text,
	"inpost_checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000001 CACHE 1),
	"organization_id" text NOT NULL,
	"status" text NOT NULL,
	"data" jsonb NOT NULL,
	"history" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_shipx_webhooks" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"event_key" text NOT NULL,
	"source" text NOT NULL,
	"carrier_status" text NOT NULL,
	"status_text" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"carrier_status" text,
	"external_id" text,
	"tracking_number" text,
	"parcel" jsonb NOT NULL,
	"cod_amount" integer,
	"insurance_amount" integer,
	"currency" text NOT NULL,
	"pickup_code" text,
	"polled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_provider_check" CHECK ("shipments"."provider" in ('shipx', 'manual')),
	CONSTRAINT "shipments_status_check" CHECK ("shipments"."status" in ('created', 'confirmed', 'in_transit', 'waiting', 'delivered', 'cancelled', 'failed')),
	CONSTRAINT "shipments_amounts_check" CHECK (coalesce("shipments"."cod_amount", 0) >= 0 and coalesce("shipments"."insurance_amount", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "logistics_settings" ADD CONSTRAINT "logistics_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_shipments_org_idx" ON "sandbox_shipments" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_event_key" ON "shipment_events" USING btree ("shipment_id","event_key");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_active_key" ON "shipments" USING btree ("order_id") WHERE "shipments"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_external_key" ON "shipments" USING btree ("provider","external_id") WHERE "shipments"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "shipments_company_created_idx" ON "shipments" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "shipments_tracking_idx" ON "shipments" USING btree ("polled_at") WHERE "shipments"."status" in ('created', 'confirmed', 'in_transit', 'waiting');