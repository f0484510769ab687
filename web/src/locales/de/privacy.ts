import type { Translation } from '../en';

const privacy: Translation['privacy'] = {
  sessions: {
    title: 'Aktive Sitzungen',
    intro:
      'Die Browser und Geräte, die gerade bei Ihrem Konto angemeldet sind. Melden Sie alle ab, die Sie nicht kennen, oder alle außer diesem.',
    listLabel: 'Ihre aktiven Sitzungen',
    thisDevice: 'Dieses Gerät',
    device: '{{browser}} auf {{os}}',
    unknownBrowser: 'Unbekannter Browser',
    unknownSystem: 'einem unbekannten System',
    ip: 'IP-Adresse',
    unknownIp: 'Unbekannt',
    signedIn: 'Angemeldet',
    lastActive: 'Zuletzt aktiv',
    signOut: 'Abmelden',
    signOutLabel: '{{device}} abmelden, zuletzt aktiv {{when}}',
    signOutOthers: 'Alle anderen Sitzungen abmelden',
    signedOut: 'Diese Sitzung ist abgemeldet.',
    signedOutOthers: 'Andere Sitzungen abgemeldet: {{count}}.',
    onlyThis: 'Dies ist Ihre einzige Sitzung.',
    loading: 'Ihre Sitzungen werden geladen…',
    failed: 'Ihre Sitzungen konnten nicht geladen werden.',
  },
  myData: {
    title: 'Meine Daten herunterladen',
    intro:
      'Eine Kopie von allem, was das Portal über Sie speichert: Ihre Angaben, Familie, Einwilligungen und Einstellungen, Kontoauszüge, Bestellungen, Buchungen, Zahlungen und Feedback. Sie kommt als JSON-Datei (für andere Programme) und als lesbares PDF.',
    linkNote:
      'Wir erstellen sie im Hintergrund und sagen Ihnen Bescheid, wenn sie bereit ist. Ihre Download-Links funktionieren {{days}} Tage lang.',
    request: 'Meine Daten anfordern',
    requested: 'Wir bereiten Ihre Daten vor. Diese Seite zeigt sie, sobald sie bereit sind.',
    listLabel: 'Ihre Datendownloads',
    emptyTitle: 'Noch keine Downloads',
    emptyHint: 'Fordern Sie Ihre Daten an, um eine Kopie zu erhalten.',
    heading: 'Angefordert am {{when}}',
    readyAt: 'Bereit',
    expiresAt: 'Links gültig bis',
    expiredAt: 'Links abgelaufen',
    expiredNote:
      'Die Links sind abgelaufen. Fordern Sie Ihre Daten erneut an, um eine neue Kopie zu erhalten.',
    failedNote: 'Sie konnten nicht erstellt werden. Bitte fordern Sie Ihre Daten erneut an.',
    pendingNote: 'Wird vorbereitet…',
    downloadJson: 'JSON herunterladen',
    downloadPdf: 'PDF herunterladen',
    downloadJsonLabel: 'JSON vom {{when}} herunterladen',
    downloadPdfLabel: 'PDF vom {{when}} herunterladen',
    status: {
      pending: 'In Vorbereitung',
      ready: 'Bereit',
      failed: 'Fehlgeschlagen',
      expired: 'Abgelaufen',
    },
    loading: 'Ihre Downloads werden geladen…',
    failed: 'Ihre Downloads konnten nicht geladen werden.',
  },
};

export default privacy;
