ALTER TABLE "walks" ADD COLUMN "settled_distance" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "walks" ADD COLUMN "tail_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "walks" ADD COLUMN "settled_boundary" timestamp with time zone;