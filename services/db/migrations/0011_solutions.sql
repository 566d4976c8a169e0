CREATE TABLE "solutions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "solutions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requirement_id" integer NOT NULL,
	"invitation_id" integer NOT NULL,
	"sub_topic_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state_value" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"approach" jsonb,
	"detail_html" text,
	"detail_text" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"team" jsonb,
	"plan" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "solutions_once_idx" ON "solutions" USING btree ("invitation_id","sub_topic_id");--> statement-breakpoint
CREATE INDEX "solutions_requirement_idx" ON "solutions" USING btree ("requirement_id","status");