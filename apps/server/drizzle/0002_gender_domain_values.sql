-- Genders are stored as domain values ("female" / "male"); the shared codecs map the wire
-- spellings (member f / m, pet Female / Male). Existing rows are rewritten before the checks.
UPDATE "members" SET "gender" = CASE "gender" WHEN 'f' THEN 'female' WHEN 'm' THEN 'male' ELSE "gender" END WHERE "gender" IN ('f', 'm');--> statement-breakpoint
UPDATE "pets" SET "gender" = CASE "gender" WHEN 'Female' THEN 'female' WHEN 'Male' THEN 'male' ELSE "gender" END WHERE "gender" IN ('Female', 'Male');--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_gender_valid" CHECK ("members"."gender" in ('female', 'male'));--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_gender_valid" CHECK ("pets"."gender" in ('female', 'male'));
