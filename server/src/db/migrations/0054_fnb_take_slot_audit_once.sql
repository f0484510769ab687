-- An order on account's audit entry is written once, here, with its invoice number in `after`
-- (it used to be inserted by the checkout and then patched by fnb_take_slot). The signature
-- gains p_audit, so the old function is dropped rather than left as an overload.
DROP FUNCTION IF EXISTS fnb_take_slot(integer, text[], text, jsonb);
--> statement-breakpoint
-- A checkout's contended part in one round trip (modules/fnb/checkout/take-slot.ts): the order
-- is stored already (its lines, first event; a card order's audit entry), so the outlet's row
-- is held only for this. Under READ COMMITTED each statement here reads a fresh snapshot: the
-- count, taken after the lock, sees every order committed by the checkouts that held it before.
-- The lock is FOR NO KEY UPDATE: the order's insert took KEY SHARE on the outlet through its
-- foreign key, which FOR UPDATE would wait for (two checkouts would deadlock); an edit of the
-- outlet (an UPDATE) still waits for it, and it for the edit.
-- p_holding: the statuses that hold a slot; p_year: the financial year of an order on account
-- (null: a card order, whose number the payment's capture gives; p_charge and p_audit are then
-- unused); p_charge: the ledger charge's text ({ description, textKey, textParams, sentinel }
-- with the sentinel where the number goes) and who posts it ({ createdByStaffId,
-- createdByMemberId }); p_audit: the order's audit entry as writeAudit would insert it
-- (modules/audit, auditValues: { actorStaffId, actorMemberId, actedForMemberId, action, entity,
-- entityId, before, after, requestId, ip }), `after` without the number. Answers the invoice
-- number.
CREATE OR REPLACE FUNCTION fnb_take_slot(p_order integer, p_holding text[], p_year text,
                                         p_charge jsonb, p_audit jsonb)
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
  -- On account: the number, on the order, in its charge (the ledger is append-only, so the
  -- charge is written once the number is known) and in its audit entry (written once, here).
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
  -- A JSON null is stored as SQL NULL, as writeAudit stores a missing before/after.
  INSERT INTO audit_log (actor_staff_id, actor_member_id, acted_for_member_id, action, entity,
                         entity_id, before, after, request_id, ip)
  VALUES ((p_audit->>'actorStaffId')::integer, (p_audit->>'actorMemberId')::integer,
          (p_audit->>'actedForMemberId')::integer, p_audit->>'action', p_audit->>'entity',
          p_audit->>'entityId', nullif(p_audit->'before', 'null'::jsonb),
          coalesce(nullif(p_audit->'after', 'null'::jsonb), '{}'::jsonb)
            || jsonb_build_object('invoice', v_invoice.num),
          p_audit->>'requestId', p_audit->>'ip');
  RETURN v_invoice.num;
END;
$$ LANGUAGE plpgsql;
