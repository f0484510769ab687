const showcases = {
  interface: {
    title: 'Oberflächen-Übersicht',
    intro:
      'Was der Text einer Seite enthalten darf, jedes Beispiel so, wie die öffentliche Website es zeigt, mit dem Markup zum Einfügen in das HTML des Seiteneditors. Die Beispiele durchlaufen dieselbe Bereinigung wie eine gespeicherte Seite: Was Sie hier sehen, behält die Seite.',
  },
  content: {
    title: 'Inhalts-Übersicht',
    intro:
      'Die lebenden Bausteine, die der Text einer Seite enthalten darf: Jeder steht dort, wo ein Preis, eine Regel oder eine Grenze hingehört, und wird aus den Daten der Buchungen gezeichnet, damit die Seite nie etwas anderes sagt als die Buchung berechnet.',
    unknownTitle: 'Ein falsch geschriebener Baustein',
    unknownText:
      'Ein Kürzel, das das Portal nicht kennt, bleibt so auf der Seite stehen, wie es getippt wurde, damit der Fehler sichtbar wird, statt zu verschwinden.',
    block: 'Baustein: in einer eigenen Zeile',
    inline: 'In einem Satz',
    drawnOn: 'Erscheint auf den Seiten der Einrichtungen und auf Zimmerbuchung.',
    drawnAnywhere: 'Erscheint auf jeder Seite: im Text, in den Regeln oder den Zeiten.',
    keptIn: 'Gepflegt in {{screen}}',
  },
  blockTitle: {
    chambers: {
      tariffs: 'Zimmerpreise',
      cancellation: 'Stornoregel der Zimmer',
      stay: 'Dauer eines Aufenthalts',
    },
    banquets: {
      prices: 'Saalmiete und Menüs',
      cancellation: 'Erstattungen der Säle',
    },
  },
  blockText: {
    chambers: {
      tariffs:
        'Die Zimmerarten mit dem Preis pro Nacht für Mitglieder und für Gäste befreundeter Clubs.',
      cancellation:
        'Bis wann ein Aufenthalt storniert werden kann und was erstattet wird, aus den allgemeinen Einstellungen.',
      stay: 'Die meisten Nächte und Zimmer, die eine Buchung umfassen darf.',
    },
    banquets: {
      prices: 'Die Miete jedes Saals für 4 und 8 Stunden und der Preis der Menüs pro Gast.',
      cancellation:
        'Was erstattet wird, wenn eine Veranstaltung storniert wird, aus den allgemeinen Einstellungen.',
    },
  },
  example: {
    preview: 'So zeigt es die Seite',
    markup: 'Markup zum Einfügen',
    kept: 'Was die Seite behält',
    keptNote: 'Beim Speichern verwirft die Seite, was nicht in dieser Liste steht.',
    copy: 'Markup von „{{title}}“ kopieren',
    copied: 'Kopiert',
  },
  exampleTitle: {
    headings: 'Überschriften',
    emphasis: 'Hervorhebung',
    links: 'Links',
    lists: 'Listen',
    quote: 'Zitat',
    rule: 'Trennlinie',
    preformatted: 'Vorformatierter Text',
    removed: 'Was eine Seite verwirft',
  },
  exampleText: {
    headings:
      'Drei Ebenen unter dem Titel der Seite. Eine Überschrift erster Ebene wird zur zweiten.',
    emphasis:
      'Fette, kursive, unterstrichene und durchgestrichene Wörter sowie ein Code oder eine Nummer zum Eintippen.',
    links:
      'Ein Link auf eine Clubseite, einer auf eine andere Website in einem neuen Tab, ein Mail- und ein Telefonlink.',
    lists: 'Aufzählungen und nummerierte Listen.',
    quote: 'Ein vom Text abgesetztes Zitat.',
    rule: 'Eine Linie zwischen zwei Teilen einer Seite.',
    preformatted: 'Text, der genau so bleibt, wie er getippt wurde, Zeile für Zeile.',
    removed:
      'Skripte, Bilder, Frames, Stile und javascript:-Links werden entfernt, damit nichts, was ein Redakteur einfügt, im Browser eines Besuchers laufen kann. Fotos gehören in die Fotoliste der Seite.',
  },
  sample: {
    heading: 'Schwimmen im Club',
    subheading: 'Öffnungszeiten',
    minor: 'In den Ferien',
    paragraph: 'Das Becken öffnet bei Sonnenaufgang und schließt nach dem Abendschwimmen.',
    bold: 'nur für Mitglieder',
    italic: 'bei gutem Wetter',
    underline: 'bitte beachten',
    struck: 'montags geschlossen',
    code: 'M1001',
    emphasisLine:
      'Die Bahnen sind {{bold}}, die Außenterrasse ist {{italic}} geöffnet; {{underline}}: Das Becken ist nicht mehr {{struck}}. Nennen Sie Ihre Mitgliedsnummer, etwa {{code}}.',
    linkClub: 'die Tennisplätze',
    linkSite: 'den Landesverband',
    linkMail: 'schreiben Sie dem Büro',
    linkPhone: 'rufen Sie die Rezeption an',
    linksLine: 'Sehen Sie {{club}}, lesen Sie {{site}}, {{mail}} oder {{phone}}.',
    listA: 'Bringen Sie Ihren Mitgliedsausweis mit',
    listB: 'Gäste tragen sich ins Gästebuch ein',
    listC: 'Kinder unter 12 schwimmen mit einem Erwachsenen',
    stepA: 'Buchen Sie einen Platz im Portal',
    stepB: 'Holen Sie den Schlüssel an der Rezeption',
    stepC: 'Geben Sie den Schlüssel binnen 15 Minuten zurück',
    quote: 'Der schönste Cricketabend, den dieser Platz seit Jahren gesehen hat.',
    before: 'Platzbuchungen öffnen sieben Tage im Voraus.',
    after: 'Trainerstunden bucht man beim Trainer.',
    pre: 'Mo–Fr  06:00–21:00\nSa–So  07:00–19:00',
    removedText: 'Nur diese Wörter bleiben.',
    inlineLead: 'Bitte beachten:',
    unknown: 'Die Preise finden Sie unter {{token}}.',
  },
  tryIt: {
    title: 'Eigenes Markup ausprobieren',
    label: 'Markup',
    hint: 'Fügen Sie HTML ein wie im Seiteneditor; nichts wird gespeichert.',
    submit: 'Zeigen, was eine Seite behält',
    empty: 'Geben Sie zuerst etwas Markup ein.',
  },
};

export default showcases;
