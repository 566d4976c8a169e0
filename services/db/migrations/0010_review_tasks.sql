CREATE TABLE "review_scores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_scores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"scores" jsonb NOT NULL,
	"total_tenths" integer,
	"comment" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requirement_id" integer NOT NULL,
	"invitation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cate" integer NOT NULL,
	"state_value" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	"guidelines_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "review_scores" ADD CONSTRAINT "review_scores_task_id_review_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."review_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_scores_item_idx" ON "review_scores" USING btree ("task_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_tasks_invitation_idx" ON "review_tasks" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "review_tasks_requirement_idx" ON "review_tasks" USING btree ("requirement_id","cate","status");