ALTER TABLE "pets" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "removed" text;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_removed_known" CHECK ("comments"."removed" in ('DELETED', 'WITHDRAWN'));