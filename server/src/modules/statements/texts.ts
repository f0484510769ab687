import type { Language, LedgerEntryKind, LedgerEntrySource, MemberStatus } from '@club/contracts';

/*
 * The statement's own texts in every language: the references' labels (the web app has its
 * own, in the `statements` namespace) and the words of the PDF and the CSV. The entries'
 * descriptions come from the contracts' ledger texts.
 */

export interface StatementTexts {
  source: Record<LedgerEntrySource, string>;
  kind: Record<LedgerEntryKind, string>;
  status: Record<MemberStatus, string>;
  title: string;
  soFar: string;
  period: (from: string, to: string) => string;
  memberCode: string;
  membership: string;
  opening: string;
  charges: string;
  payments: string;
  credits: string;
  closing: string;
  cols: { date: string; description: string; charges: string; credits: string; balance: string };
  none: string;
  totals: string;
  note: (currency: string) => string;
  footer: (generated: string, page: number, pages: number) => string;
  /**
   * The CSV's header. English keeps the column names it always had (programs read them);
   * the other languages get words a reader understands.
   */
  csv: {
    header: [string, string, string, string, string, string, string, string];
    opening: string;
    closing: string;
  };
}

export const STATEMENT_TEXTS: Record<Language, StatementTexts> = {
  en: {
    source: {
      fnb_order: 'Order',
      chamber_booking: 'Chamber booking',
      banquet_booking: 'Banquet booking',
      event_booking: 'Event booking',
      dues: 'Online payment',
      subscription: 'Subscription',
      statement_import: 'Club bill',
      manual: 'Club office',
      minimum_spend: 'F&B minimum',
    },
    kind: {
      charge: 'Charge',
      payment: 'Payment',
      credit: 'Credit',
      refund: 'Refund',
      adjustment: 'Adjustment',
    },
    status: {
      Active: 'Active',
      Suspended: 'Suspended',
      Lapsed: 'Lapsed',
      Resigned: 'Resigned',
      Deceased: 'Deceased',
    },
    title: 'Statement of account',
    soFar: 'transactions so far',
    period: (from, to) => `Period: ${from} to ${to}`,
    memberCode: 'Member code',
    membership: 'Membership',
    opening: 'Opening balance',
    charges: 'Charges',
    payments: 'Payments',
    credits: 'Credits',
    closing: 'Closing balance',
    cols: {
      date: 'Date',
      description: 'Description',
      charges: 'Charges',
      credits: 'Payments/credits',
      balance: 'Balance',
    },
    none: 'No transactions in this month.',
    totals: 'Totals and closing balance',
    note: (c) =>
      `Amounts in ${c}. A positive balance is owed to the club. Opening balance + charges - payments - credits = closing balance.`,
    footer: (g, p, n) => `generated ${g} · page ${p} of ${n}`,
    csv: {
      header: [
        'date',
        'kind',
        'source',
        'reference',
        'description',
        'charge',
        'payment_or_credit',
        'balance',
      ],
      opening: 'Opening balance',
      closing: 'Closing balance',
    },
  },
  es: {
    source: {
      fnb_order: 'Pedido',
      chamber_booking: 'Reserva de habitación',
      banquet_booking: 'Reserva de salón',
      event_booking: 'Reserva de evento',
      dues: 'Pago en línea',
      subscription: 'Cuota',
      statement_import: 'Factura del club',
      manual: 'Oficina del club',
      minimum_spend: 'Consumo mínimo',
    },
    kind: {
      charge: 'Cargo',
      payment: 'Pago',
      credit: 'Abono',
      refund: 'Reembolso',
      adjustment: 'Ajuste',
    },
    status: {
      Active: 'Activo',
      Suspended: 'Suspendido',
      Lapsed: 'Caducado',
      Resigned: 'Dado de baja',
      Deceased: 'Fallecido',
    },
    title: 'Extracto de cuenta',
    soFar: 'movimientos hasta ahora',
    period: (from, to) => `Periodo: del ${from} al ${to}`,
    memberCode: 'Código de socio',
    membership: 'Tipo de socio',
    opening: 'Saldo inicial',
    charges: 'Cargos',
    payments: 'Pagos',
    credits: 'Abonos',
    closing: 'Saldo final',
    cols: {
      date: 'Fecha',
      description: 'Descripción',
      charges: 'Cargos',
      credits: 'Pagos/abonos',
      balance: 'Saldo',
    },
    none: 'No hay movimientos en este mes.',
    totals: 'Totales y saldo final',
    note: (c) =>
      `Importes en ${c}. Un saldo positivo se debe al club. Saldo inicial + cargos - pagos - abonos = saldo final.`,
    footer: (g, p, n) => `generado el ${g} · página ${p} de ${n}`,
    csv: {
      header: [
        'Fecha',
        'Tipo',
        'Origen',
        'Referencia',
        'Descripción',
        'Cargo',
        'Pago o abono',
        'Saldo',
      ],
      opening: 'Saldo inicial',
      closing: 'Saldo final',
    },
  },
  de: {
    source: {
      fnb_order: 'Bestellung',
      chamber_booking: 'Zimmerbuchung',
      banquet_booking: 'Saalbuchung',
      event_booking: 'Veranstaltungsbuchung',
      dues: 'Online-Zahlung',
      subscription: 'Mitgliedsbeitrag',
      statement_import: 'Clubrechnung',
      manual: 'Clubbüro',
      minimum_spend: 'Mindestverzehr',
    },
    kind: {
      charge: 'Belastung',
      payment: 'Zahlung',
      credit: 'Gutschrift',
      refund: 'Erstattung',
      adjustment: 'Korrektur',
    },
    status: {
      Active: 'Aktiv',
      Suspended: 'Gesperrt',
      Lapsed: 'Abgelaufen',
      Resigned: 'Ausgetreten',
      Deceased: 'Verstorben',
    },
    title: 'Kontoauszug',
    soFar: 'bisherige Buchungen',
    period: (from, to) => `Zeitraum: ${from} bis ${to}`,
    memberCode: 'Mitgliedsnummer',
    membership: 'Mitgliedschaft',
    opening: 'Anfangssaldo',
    charges: 'Belastungen',
    payments: 'Zahlungen',
    credits: 'Gutschriften',
    closing: 'Endsaldo',
    cols: {
      date: 'Datum',
      description: 'Beschreibung',
      charges: 'Belastungen',
      credits: 'Zahlungen/Gutschriften',
      balance: 'Saldo',
    },
    none: 'Keine Buchungen in diesem Monat.',
    totals: 'Summen und Endsaldo',
    note: (c) =>
      `Beträge in ${c}. Ein positiver Saldo ist dem Club geschuldet. Anfangssaldo + Belastungen - Zahlungen - Gutschriften = Endsaldo.`,
    footer: (g, p, n) => `erstellt am ${g} · Seite ${p} von ${n}`,
    csv: {
      header: [
        'Datum',
        'Art',
        'Herkunft',
        'Referenz',
        'Beschreibung',
        'Belastung',
        'Zahlung oder Gutschrift',
        'Saldo',
      ],
      opening: 'Anfangssaldo',
      closing: 'Endsaldo',
    },
  },
};
