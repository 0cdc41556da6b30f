CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_range" CHECK ("cart_items"."quantity" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"cart_item_id" integer,
	"product_name" text NOT NULL,
	"product_thumbnail" text NOT NULL,
	"vendor_name" text NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"total_price" integer NOT NULL,
	"point_share" integer NOT NULL,
	"cash_share" integer NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_shares" CHECK ("order_items"."point_share" >= 0 and "order_items"."cash_share" >= 0 and "order_items"."total_price" = "order_items"."point_share" + "order_items"."cash_share")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_order_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"status" text NOT NULL,
	"platform" text NOT NULL,
	"item_name" text NOT NULL,
	"items_total" integer NOT NULL,
	"point_used" integer NOT NULL,
	"cash_amount" integer NOT NULL,
	"recipient_name" text,
	"address" text NOT NULL,
	"tid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "orders_amounts" CHECK ("orders"."point_used" >= 0 and "orders"."cash_amount" >= 0 and "orders"."items_total" = "orders"."point_used" + "orders"."cash_amount"),
	CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('ready', 'approved', 'canceled', 'failed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "product_likes" (
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_likes_member_id_product_id_pk" PRIMARY KEY("member_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"vendor" text NOT NULL,
	"category" text NOT NULL,
	"price" integer NOT NULL,
	"thumbnail_image" text NOT NULL,
	"detail_image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_nonnegative" CHECK ("products"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"tid" text PRIMARY KEY NOT NULL,
	"cid" text NOT NULL,
	"partner_order_id" text NOT NULL,
	"partner_user_id" text NOT NULL,
	"item_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"tax_free_amount" integer NOT NULL,
	"approval_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"fail_url" text NOT NULL,
	"status" text NOT NULL,
	"pg_token" text,
	"aid" text,
	"canceled_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_likes" ADD CONSTRAINT "product_likes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_likes" ADD CONSTRAINT "product_likes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_member_product_key" ON "cart_items" USING btree ("member_id","product_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_member_idx" ON "order_items" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_partner_order_id_key" ON "orders" USING btree ("partner_order_id");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "product_likes_product_idx" ON "product_likes" USING btree ("product_id");