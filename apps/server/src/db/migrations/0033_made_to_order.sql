CREATE TABLE "order_progress_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"variants" jsonb NOT NULL,
	"original" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "made_to_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "making_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weekly_capacity" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vacation_until" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vacation_mode" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_by" date;--> statement-breakpoint
ALTER TABLE "order_progress_posts" ADD CONSTRAINT "order_progress_posts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_progress_posts" ADD CONSTRAINT "order_progress_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_progress_posts_order_idx" ON "order_progress_posts" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_ship_by_open_idx" ON "orders" USING btree ("ship_by","company_id") WHERE "orders"."status" in ('paid', 'in_progress') and "orders"."ship_by" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_made_to_order_check" CHECK (not "products"."made_to_order" or ("products"."making_days" between 1 and 365 and "products"."weekly_capacity" between 1 and 1000));