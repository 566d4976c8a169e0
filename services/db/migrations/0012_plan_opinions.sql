CREATE TABLE "plan_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requirement_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_votes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_votes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requirement_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"voted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "plan_comments_plan_idx" ON "plan_comments" USING btree ("plan_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_votes_once_idx" ON "plan_votes" USING btree ("requirement_id","user_id");--> statement-breakpoint
CREATE INDEX "plan_votes_plan_idx" ON "plan_votes" USING btree ("plan_id");