CREATE TABLE "expert_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expert_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"state_value" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	"field_ids" jsonb NOT NULL,
	"credentials" jsonb NOT NULL,
	"introduction" text NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "market_assessments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_assessments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requirement_id" integer NOT NULL,
	"invitation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"form" jsonb NOT NULL,
	"submitted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "expert_applications" ADD CONSTRAINT "expert_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expert_applications_user_idx" ON "expert_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "expert_applications_status_idx" ON "expert_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "market_assessments_invitation_idx" ON "market_assessments" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "market_assessments_requirement_idx" ON "market_assessments" USING btree ("requirement_id","submitted");