CREATE TABLE "walk_marks" (
	"walk_id" integer NOT NULL,
	"record_time" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "walk_marks_walk_id_record_time_kind_pk" PRIMARY KEY("walk_id","record_time","kind"),
	CONSTRAINT "walk_marks_kind_check" CHECK ("walk_marks"."kind" in ('PEE', 'POO', 'WATER'))
);
--> statement-breakpoint
ALTER TABLE "walk_marks" ADD CONSTRAINT "walk_marks_walk_id_walks_id_fk" FOREIGN KEY ("walk_id") REFERENCES "public"."walks"("id") ON DELETE cascade ON UPDATE no action;