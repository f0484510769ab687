-- The office's timings people read are drawn from the office hours the portal acts on
-- (office_hours): the typed text of them, and its Spanish and German versions, go.
ALTER TABLE "club_settings" DROP COLUMN "office_timings";--> statement-breakpoint
UPDATE "club_settings" SET "translations" = "translations" #- '{es,officeTimings}' #- '{de,officeTimings}';
