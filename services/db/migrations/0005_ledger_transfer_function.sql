-- One ledger transfer in one call (services/wallet/ledger.ts `transfer`, issue 11): the same steps the service took
-- in five statements, now one round trip, so a transfer holds the members' and the platform's rows for less time.
-- Steps: lock the members' accounts (ascending id); check every account exists and each currency sums to zero;
-- answer a replay when the key was used (or refuse a key reused for another movement); refuse a member wallet that
-- would go negative, before anything is written; insert the transfer; lock the platform's accounts (ascending id)
-- and update every balance; insert the postings with each account's balance after them.
-- The answer is a jsonb object: {"outcome": "done" | "replayed", "transferId", "balances": {accountId: fen}} or
-- {"outcome": "unknownAccount" | "keyReused"}, {"outcome": "unbalanced", "currency", "sum"} or {"outcome": "insufficient", "accountId", "balanceFen"}.
-- The table's CHECK, the deferred balance trigger and the append-only triggers of 0002 still hold on their own.
CREATE FUNCTION ledger_transfer(
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
BEGIN
  -- the members' wallets, locked in id order: two transfers on one wallet take turns
  SELECT coalesce(jsonb_object_agg(l.id, l.balance_fen), '{}'::jsonb) INTO v_members FROM (
    SELECT id, balance_fen FROM ledger_accounts WHERE id = ANY(p_accounts) AND owner_user_id IS NOT NULL ORDER BY id FOR UPDATE
  ) l;
  IF (SELECT count(*) FROM ledger_accounts WHERE id = ANY(p_accounts)) <> cardinality(p_accounts) THEN
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
        SELECT array_agg(account_id || ':' || amount_fen ORDER BY account_id) FROM ledger_postings WHERE transfer_id = v_first.id
      ) IS DISTINCT FROM (
        SELECT array_agg(p.id || ':' || p.amt ORDER BY p.id) FROM unnest(p_accounts, p_amounts) AS p(id, amt)
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

  -- the platform's rows are shared by every movement: locked last, in id order, and held only until commit
  WITH platform AS (
    SELECT id FROM ledger_accounts WHERE id = ANY(p_accounts) AND owner_user_id IS NULL ORDER BY id FOR UPDATE
  ), updated AS (
    UPDATE ledger_accounts a SET balance_fen = a.balance_fen + p.amt
    FROM unnest(p_accounts, p_amounts) AS p(id, amt)
    WHERE a.id = p.id AND (a.owner_user_id IS NOT NULL OR a.id IN (SELECT id FROM platform))
    RETURNING a.id, a.balance_fen
  ), posted AS (
    INSERT INTO ledger_postings (transfer_id, account_id, amount_fen, balance_after_fen, created_at)
    SELECT v_transfer, p.id, p.amt, u.balance_fen, p_at
    FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS p(id, amt, n) JOIN updated u ON u.id = p.id
    ORDER BY p.n
    RETURNING account_id, balance_after_fen
  )
  SELECT jsonb_object_agg(account_id, balance_after_fen) INTO v_balances FROM posted;
  RETURN jsonb_build_object('outcome', 'done', 'transferId', v_transfer, 'balances', v_balances);
END;
$$;
