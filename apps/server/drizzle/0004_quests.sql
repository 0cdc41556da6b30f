CREATE TABLE "quest_check_ins" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_check_ins_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "quest_claims" (
	"member_id" integer NOT NULL,
	"quest_id" integer NOT NULL,
	"day" date NOT NULL,
	"point_entry_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_claims_member_id_quest_id_day_pk" PRIMARY KEY("member_id","quest_id","day")
);
--> statement-breakpoint
ALTER TABLE "quest_check_ins" ADD CONSTRAINT "quest_check_ins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_claims" ADD CONSTRAINT "quest_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_claims" ADD CONSTRAINT "quest_claims_point_entry_id_point_entries_id_fk" FOREIGN KEY ("point_entry_id") REFERENCES "public"."point_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quest_claims_point_entry_idx" ON "quest_claims" USING btree ("point_entry_id");