CREATE TABLE "candidate_overrides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_overrides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requirement_id" integer NOT NULL,
	"cate" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"decided_by" integer NOT NULL,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_overrides_once_idx" ON "candidate_overrides" USING btree ("requirement_id","cate","user_id");