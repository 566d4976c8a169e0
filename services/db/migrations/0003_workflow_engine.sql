CREATE TABLE "chain_checkpoints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chain_checkpoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"root_hash" text NOT NULL,
	"prev_root_hash" text NOT NULL,
	"transitions" integer NOT NULL,
	"last_transition_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflow_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"name" text NOT NULL,
	"entity_version" integer NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone,
	"outcome" text,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entity_transitions" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "entity_transitions" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "entity_transitions" ADD COLUMN "checkpoint_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_checkpoints_prev_idx" ON "chain_checkpoints" USING btree ("prev_root_hash");--> statement-breakpoint
CREATE INDEX "workflow_jobs_due_idx" ON "workflow_jobs" USING btree ("run_at") WHERE "workflow_jobs"."done_at" IS NULL;--> statement-breakpoint
CREATE INDEX "workflow_jobs_entity_idx" ON "workflow_jobs" USING btree ("entity_type","entity_id") WHERE "workflow_jobs"."done_at" IS NULL;--> statement-breakpoint
CREATE INDEX "entity_transitions_checkpoint_idx" ON "entity_transitions" USING btree ("checkpoint_id");--> statement-breakpoint
-- The transition log is append-only. After insert, only two writes are allowed: filling a legacy row's
-- prev_hash/hash once (rows logged before the hash chain), and recording the checkpoint that sealed a row.
CREATE FUNCTION entity_transitions_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (to_jsonb(NEW) - 'prev_hash' - 'hash' - 'checkpoint_id') = (to_jsonb(OLD) - 'prev_hash' - 'hash' - 'checkpoint_id')
     AND (OLD.hash IS NULL OR (NEW.hash IS NOT DISTINCT FROM OLD.hash AND NEW.prev_hash IS NOT DISTINCT FROM OLD.prev_hash))
     AND (OLD.checkpoint_id IS NULL OR NEW.checkpoint_id IS NOT DISTINCT FROM OLD.checkpoint_id) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the transition log is append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER entity_transitions_append_only BEFORE UPDATE OR DELETE ON "entity_transitions" FOR EACH ROW EXECUTE FUNCTION entity_transitions_refuse_change();
--> statement-breakpoint
CREATE TRIGGER entity_transitions_no_truncate BEFORE TRUNCATE ON "entity_transitions" FOR EACH STATEMENT EXECUTE FUNCTION entity_transitions_refuse_change();
--> statement-breakpoint
-- Deadlines that existed before the scheduler: recharge orders awaiting remittance, cards awaiting the amount.
INSERT INTO "workflow_jobs" ("kind", "entity_type", "entity_id", "name", "entity_version", "run_at", "created_at")
SELECT 'deadline', 'recharge_order', "id"::text, 'timer.expired', "version", "deadline_at", now()
FROM "recharge_orders" WHERE "status" IN ('awaitingTransfer', 'awaitingProof');
--> statement-breakpoint
INSERT INTO "workflow_jobs" ("kind", "entity_type", "entity_id", "name", "entity_version", "run_at", "created_at")
SELECT 'deadline', 'bank_card', "id"::text, 'timer.expired', "version", "deposit_sent_at" + interval '72 hours', now()
FROM "bank_cards" WHERE "status" = 'verifying' AND "deposit_sent_at" IS NOT NULL;
