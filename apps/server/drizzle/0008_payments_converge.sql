ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "point_entries" ADD COLUMN "cause" text;--> statement-breakpoint
ALTER TABLE "point_entries" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "point_entries" ADD COLUMN "order_item_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refund_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cancelable_before" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "settle_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pg_token" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settle_after" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_order_cause_key" ON "point_entries" USING btree ("order_id","cause") WHERE "point_entries"."order_item_id" is null and "point_entries"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_line_refund_key" ON "point_entries" USING btree ("order_item_id") WHERE "point_entries"."order_item_id" is not null;--> statement-breakpoint
CREATE INDEX "order_items_refunding_idx" ON "order_items" USING btree ("settle_after") WHERE "order_items"."refund_state" = 'refunding';--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_cause" CHECK (("point_entries"."cause" is null and "point_entries"."order_id" is null and "point_entries"."order_item_id" is null)
    or ("point_entries"."cause" in ('order.spend', 'order.return') and "point_entries"."order_id" is not null and "point_entries"."order_item_id" is null)
    or ("point_entries"."cause" = 'line.refund' and "point_entries"."order_id" is not null and "point_entries"."order_item_id" is not null));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_refund_state_valid" CHECK ("order_items"."refund_state" in ('none', 'refunding', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('ready', 'approving', 'approved', 'canceled', 'failed', 'expired'));--> statement-breakpoint
UPDATE "order_items" SET "refund_state" = 'refunded' WHERE "refunded_at" IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "status" = 'approving', "approved_at" = NULL, "settle_after" = now() WHERE "status" = 'ready' AND "approved_at" IS NOT NULL;
