ALTER TABLE "attachments" ADD COLUMN "created_by_contact" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "contact_last_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "agent_last_read_at" timestamp with time zone;