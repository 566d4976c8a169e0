DROP INDEX "ledger_accounts_platform_idx";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_platform_idx" ON "ledger_accounts" USING btree ("kind","shard") WHERE "ledger_accounts"."owner_user_id" is null;--> statement-breakpoint
-- Sub-accounts of the platform accounts that every exchange moves (issue 11): the coin reserve and the coin issuance
-- are split into 16 rows each, so exchanges no longer queue on two rows. An account's balance is the sum of its
-- sub-accounts (reconciliation already sums by kind); each sub-account keeps the table's CHECK, so the reserve
-- never goes negative in any part, and so not in sum. More sub-accounts can be added at any time as rows of the
-- same kind with the next shard numbers and a zero balance.
INSERT INTO "ledger_accounts" ("kind", "owner_user_id", "currency", "allow_negative", "shard")
SELECT a."kind", NULL, a."currency", a."allow_negative", s
FROM "ledger_accounts" a, generate_series(1, 15) s
WHERE a."owner_user_id" IS NULL AND a."shard" = 0 AND a."kind" IN ('platform_coin_reserve', 'platform_coin_issuance');
--> statement-breakpoint
-- Double entry, checked once per statement instead of once per posting at commit: every transfer that the statement
-- gave postings sums to zero within each currency. `ledger_transfer` writes all postings of a transfer in one
-- statement; a hand-written insert must do the same (a transfer's postings split over two statements is refused at
-- the first). The per-posting deferred check of 0002 ran once per posting at commit, while the platform's rows were
-- still held.
DROP TRIGGER "ledger_postings_balanced" ON "ledger_postings";
--> statement-breakpoint
DROP FUNCTION ledger_check_balanced();
--> statement-breakpoint
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE unbalanced record;
BEGIN
  SELECT p.transfer_id, a.currency, SUM(p.amount_fen) AS total INTO unbalanced
  FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
  WHERE p.transfer_id IN (SELECT DISTINCT transfer_id FROM new_postings)
  GROUP BY p.transfer_id, a.currency HAVING SUM(p.amount_fen) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transfer % does not balance in % (sum %)', unbalanced.transfer_id, unbalanced.currency, unbalanced.total USING ERRCODE = 'P0001';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_balanced" AFTER INSERT ON "ledger_postings" REFERENCING NEW TABLE AS new_postings FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
-- ledger_transfer of 0005 with sub-accounts: the caller names a platform account by any of its sub-accounts; the
-- platform's postings are summed per account (kind) and placed on sub-accounts here, after the members' checks:
--   * a credit, or a debit of an account that may go negative: the first sub-account no other transaction holds,
--     starting at one picked from the transfer's key (spread), else wait for that one;
--   * a debit of an account that must not go negative: a free sub-account holding the whole amount; else the
--     sub-accounts in shard order, waiting for each and taking what each holds until the amount is covered (the
--     debit is then split over several postings); if all of them together hold less, the CHECK's refusal.
-- Accounts (kinds) are taken in name order and a transfer never waits for a sub-account of a kind it has passed, so
-- two transfers cannot deadlock on sub-accounts. A replay compares movements per member wallet and per platform
-- account (kind), not per sub-account.
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_key text, p_type text, p_reference_type text, p_reference_id text, p_reverses bigint, p_memo text, p_created_by integer,
  p_at timestamptz, p_accounts integer[], p_amounts bigint[]
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_members jsonb;
  v_first record;
  v_short record;
  v_transfer bigint;
  v_balances jsonb;
  v_unbalanced record;
  v_asked record;
  v_platform record;
  v_sub record;
  v_count integer;
  v_start integer;
  v_left bigint;
  v_take bigint;
  v_ids integer[];
  v_amounts bigint[];
  v_sub_ids integer[] := '{}';
  v_sub_amounts bigint[] := '{}';
  v_sub_kinds text[] := '{}';
BEGIN
  -- the members' wallets, locked in id order: two transfers on one wallet take turns
  SELECT coalesce(jsonb_object_agg(l.id, l.balance_fen), '{}'::jsonb) INTO v_members FROM (
    SELECT id, balance_fen FROM ledger_accounts WHERE id = ANY(p_accounts) AND owner_user_id IS NOT NULL ORDER BY id FOR UPDATE
  ) l;
  -- every account exists; whether the platform takes part (a transfer between members skips its placement)
  SELECT count(a.id) AS known, coalesce(bool_or(a.owner_user_id IS NULL), false) AS platform INTO v_asked
  FROM unnest(p_accounts) AS p(id) LEFT JOIN ledger_accounts a ON a.id = p.id;
  IF v_asked.known <> cardinality(p_accounts) THEN
    RETURN jsonb_build_object('outcome', 'unknownAccount');
  END IF;
  SELECT a.currency, sum(p.amt) AS total INTO v_unbalanced
  FROM unnest(p_accounts, p_amounts) AS p(id, amt) JOIN ledger_accounts a ON a.id = p.id
  GROUP BY a.currency HAVING sum(p.amt) <> 0 ORDER BY a.currency LIMIT 1;
  IF FOUND THEN
    RETURN jsonb_build_object('outcome', 'unbalanced', 'currency', v_unbalanced.currency, 'sum', v_unbalanced.total);
  END IF;

  <<attempt>>
  LOOP
    SELECT id, type INTO v_first FROM ledger_transfers WHERE idempotency_key = p_key;
    IF FOUND THEN
      -- a key names one movement: the same key for another movement is refused, never answered as done
      IF v_first.type <> p_type OR (
        SELECT array_agg(k || ':' || s ORDER BY k) FROM (
          SELECT CASE WHEN a.owner_user_id IS NULL THEN a.kind ELSE a.id::text END AS k, sum(p.amount_fen) AS s
          FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE p.transfer_id = v_first.id GROUP BY 1
        ) stored
      ) IS DISTINCT FROM (
        SELECT array_agg(k || ':' || s ORDER BY k) FROM (
          SELECT CASE WHEN a.owner_user_id IS NULL THEN a.kind ELSE a.id::text END AS k, sum(p.amt) AS s
          FROM unnest(p_accounts, p_amounts) AS p(id, amt) JOIN ledger_accounts a ON a.id = p.id GROUP BY 1
        ) asked
      ) THEN
        RETURN jsonb_build_object('outcome', 'keyReused');
      END IF;
      RETURN jsonb_build_object('outcome', 'replayed', 'transferId', v_first.id, 'balances', v_members);
    END IF;

    -- one reversal per transfer, whatever its key: refused as the unique index would refuse the row
    IF p_reverses IS NOT NULL AND EXISTS (SELECT 1 FROM ledger_transfers WHERE reverses_transfer_id = p_reverses) THEN
      RAISE EXCEPTION 'duplicate key value violates unique constraint "ledger_transfers_reverses_idx"'
        USING ERRCODE = 'unique_violation', CONSTRAINT = 'ledger_transfers_reverses_idx';
    END IF;

    -- in the order of the postings, the first member wallet that would go negative; nothing is written yet
    SELECT p.id, a.balance_fen INTO v_short
    FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS p(id, amt, n) JOIN ledger_accounts a ON a.id = p.id
    WHERE a.owner_user_id IS NOT NULL AND NOT a.allow_negative AND a.balance_fen + p.amt < 0
    ORDER BY p.n LIMIT 1;
    IF FOUND THEN
      RETURN jsonb_build_object('outcome', 'insufficient', 'accountId', v_short.id, 'balanceFen', v_short.balance_fen);
    END IF;

    INSERT INTO ledger_transfers (idempotency_key, type, reference_type, reference_id, reverses_transfer_id, memo, created_by, created_at)
    VALUES (p_key, p_type, p_reference_type, p_reference_id, p_reverses, p_memo, p_created_by, p_at)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id INTO v_transfer;
    -- another transaction committed the same key meanwhile (it waited on the unique index): answer as a replay
    EXIT attempt WHEN v_transfer IS NOT NULL;
  END LOOP;

  -- the platform's postings, one amount per account (kind), placed on its sub-accounts (see above)
  IF NOT v_asked.platform THEN
    v_ids := p_accounts;
    v_amounts := p_amounts;
  ELSE
    FOR v_platform IN
      SELECT a.kind, bool_and(a.allow_negative) AS allow_negative, sum(p.amt) AS amt
      FROM unnest(p_accounts, p_amounts) AS p(id, amt) JOIN ledger_accounts a ON a.id = p.id
      WHERE a.owner_user_id IS NULL GROUP BY a.kind HAVING sum(p.amt) <> 0 ORDER BY a.kind
    LOOP
      SELECT count(*) INTO v_count FROM ledger_accounts WHERE kind = v_platform.kind AND owner_user_id IS NULL;
      v_start := ((hashtext(p_key)::bigint + 2147483648) % v_count)::integer;
      IF v_platform.amt > 0 OR v_platform.allow_negative THEN
        SELECT id INTO v_sub FROM ledger_accounts
        WHERE kind = v_platform.kind AND owner_user_id IS NULL
        ORDER BY (shard + v_count - v_start) % v_count LIMIT 1 FOR UPDATE SKIP LOCKED;
        IF NOT FOUND THEN
          -- every sub-account is held: wait for the first one in the same order
          SELECT id INTO v_sub FROM ledger_accounts
          WHERE kind = v_platform.kind AND owner_user_id IS NULL
          ORDER BY (shard + v_count - v_start) % v_count LIMIT 1 FOR UPDATE;
        END IF;
        v_sub_ids := v_sub_ids || v_sub.id;
        v_sub_amounts := v_sub_amounts || v_platform.amt;
        v_sub_kinds := v_sub_kinds || v_platform.kind;
      ELSE
        v_left := -v_platform.amt;
        SELECT id INTO v_sub FROM ledger_accounts
        WHERE kind = v_platform.kind AND owner_user_id IS NULL AND balance_fen >= v_left
        ORDER BY (shard + v_count - v_start) % v_count LIMIT 1 FOR UPDATE SKIP LOCKED;
        IF FOUND THEN
          v_sub_ids := v_sub_ids || v_sub.id;
          v_sub_amounts := v_sub_amounts || -v_left;
          v_sub_kinds := v_sub_kinds || v_platform.kind;
          v_left := 0;
        ELSE
          -- the rows come locked and as they are after any transaction that held them (READ COMMITTED re-reads)
          FOR v_sub IN
            SELECT id, balance_fen FROM ledger_accounts
            WHERE kind = v_platform.kind AND owner_user_id IS NULL AND balance_fen > 0 ORDER BY shard FOR UPDATE
          LOOP
            v_take := least(v_sub.balance_fen, v_left);
            v_sub_ids := v_sub_ids || v_sub.id;
            v_sub_amounts := v_sub_amounts || -v_take;
            v_sub_kinds := v_sub_kinds || v_platform.kind;
            v_left := v_left - v_take;
            EXIT WHEN v_left = 0;
          END LOOP;
        END IF;
        IF v_left > 0 THEN
          RAISE EXCEPTION 'new row for relation "ledger_accounts" violates check constraint "ledger_accounts_not_negative"'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_not_negative', TABLE = 'ledger_accounts';
        END IF;
      END IF;
    END LOOP;

    -- the postings in the order asked: a platform account's sub-account postings where the account was first named
    SELECT array_agg(x.id ORDER BY x.n, x.m), array_agg(x.amt ORDER BY x.n, x.m) INTO v_ids, v_amounts FROM (
      SELECT p.n, 0::bigint AS m, p.id, p.amt
      FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS p(id, amt, n) JOIN ledger_accounts a ON a.id = p.id
      WHERE a.owner_user_id IS NOT NULL
      UNION ALL
      SELECT f.n, s.m, s.id, s.amt
      FROM unnest(v_sub_ids, v_sub_amounts, v_sub_kinds) WITH ORDINALITY AS s(id, amt, kind, m)
      JOIN (
        SELECT a.kind, min(p.n) AS n FROM unnest(p_accounts) WITH ORDINALITY AS p(id, n) JOIN ledger_accounts a ON a.id = p.id
        WHERE a.owner_user_id IS NULL GROUP BY a.kind
      ) f ON f.kind = s.kind
    ) x;
  END IF;

  WITH updated AS (
    UPDATE ledger_accounts a SET balance_fen = a.balance_fen + p.amt
    FROM unnest(v_ids, v_amounts) AS p(id, amt)
    WHERE a.id = p.id
    RETURNING a.id, a.balance_fen
  ), posted AS (
    INSERT INTO ledger_postings (transfer_id, account_id, amount_fen, balance_after_fen, created_at)
    SELECT v_transfer, p.id, p.amt, u.balance_fen, p_at
    FROM unnest(v_ids, v_amounts) WITH ORDINALITY AS p(id, amt, n) JOIN updated u ON u.id = p.id
    ORDER BY p.n
    RETURNING account_id, balance_after_fen
  )
  SELECT jsonb_object_agg(account_id, balance_after_fen) INTO v_balances FROM posted;
  RETURN jsonb_build_object('outcome', 'done', 'transferId', v_transfer, 'balances', v_balances);
END;
$$;
