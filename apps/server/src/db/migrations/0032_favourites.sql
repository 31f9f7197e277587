CREATE TABLE "favourite_products" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_products_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "followed_makers" (
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followed_makers_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "follower_digests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"opted_out" boolean DEFAULT false NOT NULL,
	"last_week" date,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "favourite_products" ADD CONSTRAINT "favourite_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_products" ADD CONSTRAINT "favourite_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_makers" ADD CONSTRAINT "followed_makers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_makers" ADD CONSTRAINT "followed_makers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follower_digests" ADD CONSTRAINT "follower_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_products_user_created_idx" ON "favourite_products" USING btree ("user_id","created_at","product_id");--> statement-breakpoint
CREATE INDEX "favourite_products_product_idx" ON "favourite_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "followed_makers_user_created_idx" ON "followed_makers" USING btree ("user_id","created_at","company_id");--> statement-breakpoint
CREATE INDEX "followed_makers_company_idx" ON "followed_makers" USING btree ("company_id");