CREATE TABLE "breeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"nickname" text,
	"date_of_birth" date,
	"gender" text,
	"phone_number" text,
	"profile_image_url" text,
	"point" integer DEFAULT 0 NOT NULL,
	"registered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_point_nonnegative" CHECK ("members"."point" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pets" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"breed_id" integer NOT NULL,
	"name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" text NOT NULL,
	"weight" double precision NOT NULL,
	"neutering" boolean NOT NULL,
	"profile_image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_entries_amount_positive" CHECK ("point_entries"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "walk_cells" (
	"walk_id" integer NOT NULL,
	"cell_x" integer NOT NULL,
	"cell_y" integer NOT NULL,
	"member_id" integer NOT NULL,
	"walked_at" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "walk_cells_walk_id_cell_x_cell_y_pk" PRIMARY KEY("walk_id","cell_x","cell_y")
);
--> statement-breakpoint
CREATE TABLE "walk_dogs" (
	"walk_id" integer NOT NULL,
	"pet_id" integer NOT NULL,
	"weight_kg" double precision NOT NULL,
	"calories_burned" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "walk_dogs_walk_id_pet_id_pk" PRIMARY KEY("walk_id","pet_id")
);
--> statement-breakpoint
CREATE TABLE "walk_points" (
	"walk_id" integer NOT NULL,
	"record_time" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy" double precision,
	CONSTRAINT "walk_points_walk_id_record_time_pk" PRIMARY KEY("walk_id","record_time")
);
--> statement-breakpoint
CREATE TABLE "walks" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"is_walking" boolean DEFAULT true NOT NULL,
	"distance" double precision DEFAULT 0 NOT NULL,
	"start_lat" double precision NOT NULL,
	"start_lng" double precision NOT NULL,
	"end_lat" double precision,
	"end_lng" double precision,
	"overview" jsonb,
	"shared_route" jsonb
);
--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_breed_id_breeds_id_fk" FOREIGN KEY ("breed_id") REFERENCES "public"."breeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walk_cells" ADD CONSTRAINT "walk_cells_walk_id_walks_id_fk" FOREIGN KEY ("walk_id") REFERENCES "public"."walks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walk_cells" ADD CONSTRAINT "walk_cells_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walk_dogs" ADD CONSTRAINT "walk_dogs_walk_id_walks_id_fk" FOREIGN KEY ("walk_id") REFERENCES "public"."walks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walk_dogs" ADD CONSTRAINT "walk_dogs_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walk_points" ADD CONSTRAINT "walk_points_walk_id_walks_id_fk" FOREIGN KEY ("walk_id") REFERENCES "public"."walks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walks" ADD CONSTRAINT "walks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "breeds_name_key" ON "breeds" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "members_provider_subject_key" ON "members" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "members_nickname_key" ON "members" USING btree (lower("nickname"));--> statement-breakpoint
CREATE INDEX "pets_member_idx" ON "pets" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "point_entries_member_idx" ON "point_entries" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "walk_cells_cell_idx" ON "walk_cells" USING btree ("cell_x","cell_y","walked_at");--> statement-breakpoint
CREATE INDEX "walks_member_start_idx" ON "walks" USING btree ("member_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "walks_member_walking_key" ON "walks" USING btree ("member_id") WHERE "walks"."is_walking";