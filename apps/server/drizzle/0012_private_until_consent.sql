ALTER TABLE "members" ALTER COLUMN "walk_sharing" SET DEFAULT false;--> statement-breakpoint
-- Members who never answered the location consent share nothing (demo members keep sharing: they have no consent to ask).
UPDATE "members" SET "walk_sharing" = false WHERE "location_consent" IS NULL AND "provider" <> 'demo';
