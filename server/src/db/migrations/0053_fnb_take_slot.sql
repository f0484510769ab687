-- The next invoice number of a financial year ('FNB/2026-27/000123'), in the caller's
-- transaction: the year's counter row stays locked until it commits (orders wait in turn) and
-- rolls back with it, so numbers are sequential and gap-free. The one place the number's
-- format is written (modules/fnb/checkout/invoice-number.ts calls it, and fnb_take_slot).
CREATE OR REPLACE FUNCTION fnb_next_invoice_number(p_year text, OUT seq integer, OUT num text) AS $$
BEGIN
  INSERT INTO fnb_invoice_counters AS c (financial_year, last) VALUES (p_year, 1)
  ON CONFLICT (financial_year) DO UPDATE SET last = c.last + 1
  RETURNING c.last INTO seq;
  num := 'FNB/' || p_year || '/' || lpad(seq::text, greatest(6, length(seq::text)), '0');
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A checkout's contended part in one round trip (modules/fnb/checkout/take-slot.ts): the order
-- is stored already (its lines, first event, audit entry), so the outlet's row is held only
-- for this. Under READ COMMITTED each statement here reads a fresh snapshot: the count, taken
-- after the lock, sees every order committed by the checkouts that held it before. The lock is
-- FOR NO KEY UPDATE: the order's insert took KEY SHARE on the outlet through its foreign key,
-- which FOR UPDATE would wait for (two checkouts would deadlock); an edit of the outlet
-- (an UPDATE) still waits for it, and it for the edit.
-- p_holding: the statuses that hold a slot; p_year: the financial year of an order on account
-- (null: a card order, whose number the payment's capture gives); p_charge: the ledger charge's
-- text ({ description, textKey, textParams, sentinel } with the sentinel where the number goes)
-- and who posts it ({ createdByStaffId, createdByMemberId }). Answers the invoice number.
CREATE OR REPLACE FUNCTION fnb_take_slot(p_order integer, p_holding text[], p_year text, p_charge jsonb)
RETURNS text AS $$
DECLARE
  o fnb_orders%ROWTYPE;
  v_capacity integer;
  v_held integer;
  v_invoice record;
BEGIN
  SELECT * INTO STRICT o FROM fnb_orders WHERE id = p_order;
  -- The slot: its orders counted under the outlet's lock, the caller's own among them.
  SELECT slot_capacity INTO STRICT v_capacity FROM fnb_outlets WHERE code = o.outlet
  FOR NO KEY UPDATE;
  SELECT count(*) INTO v_held FROM fnb_orders
  WHERE outlet = o.outlet AND slot_at = o.slot_at AND status = ANY (p_holding);
  IF v_held > v_capacity THEN
    RAISE EXCEPTION 'the slot % of % is full', o.slot_at, o.outlet USING ERRCODE = 'FN001';
  END IF;
  IF p_year IS NULL THEN
    RETURN NULL;
  END IF;
  -- On account: the number, on the order and in its charge (the ledger is append-only, so the
  -- charge is written once the number is known), and in the order's audit entry.
  SELECT * INTO v_invoice FROM fnb_next_invoice_number(p_year);
  UPDATE fnb_orders
  SET invoice_number = v_invoice.num, invoice_year = p_year, invoice_seq = v_invoice.seq,
      invoiced_at = now()
  WHERE id = o.id;
  INSERT INTO ledger_entries (member_id, kind, source, source_id, description, text_key,
                              text_params, amount, tax_amount, created_by_staff_id,
                              created_by_member_id)
  VALUES (o.member_id, 'charge', 'fnb_order', o.id::text,
          replace(p_charge->>'description', p_charge->>'sentinel', v_invoice.num),
          p_charge->>'textKey',
          jsonb_set(p_charge->'textParams', '{invoice}', to_jsonb(v_invoice.num)),
          o.total, o.tax, (p_charge->>'createdByStaffId')::integer,
          (p_charge->>'createdByMemberId')::integer);
  UPDATE audit_log SET after = jsonb_set(after, '{invoice}', to_jsonb(v_invoice.num))
  WHERE entity = 'fnb_order' AND entity_id = o.id::text AND action = 'fnb.order.place';
  RETURN v_invoice.num;
END;
$$ LANGUAGE plpgsql;
