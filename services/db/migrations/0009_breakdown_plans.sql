CREATE TABLE "breakdown_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "breakdown_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requirement_id" integer NOT NULL,
	"invitation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state_value" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sub_topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sub_topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"category_id" integer,
	"keywords" jsonb NOT NULL,
	"research_content" text NOT NULL,
	"expected_results" text NOT NULL,
	"metrics" jsonb NOT NULL,
	"technical_basis" text NOT NULL,
	"integration" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sub_topics" ADD CONSTRAINT "sub_topics_plan_id_breakdown_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."breakdown_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "breakdown_plans_invitation_idx" ON "breakdown_plans" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "breakdown_plans_requirement_idx" ON "breakdown_plans" USING btree ("requirement_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_topics_position_idx" ON "sub_topics" USING btree ("plan_id","position");