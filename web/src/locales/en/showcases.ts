/**
 * The showcases (SPEC.md §2 interface and content showcases; admins and editors): what an
 * editor may write in a page's text, each example shown as the page draws it, with the markup
 * to paste.
 */
const showcases = {
  interface: {
    title: 'Interface showcase',
    intro:
      'What a page’s text may hold, each shown as the public site draws it, with the markup to paste into the page editor’s HTML. The examples pass through the same cleaning as a saved page, so what you see here is what a page keeps.',
  },
  content: {
    title: 'Content showcase',
    intro:
      'The live blocks a page’s text may place: each stands where a price, a policy or a limit belongs and is drawn from the data the bookings use, so the page never disagrees with what a booking charges.',
    unknownTitle: 'A mistyped block',
    unknownText:
      'A token the portal does not know stays on the page as typed, so a mistake shows instead of vanishing.',
    block: 'Block: on a line of its own',
    inline: 'In a sentence',
    drawnOn: 'Drawn on the facility pages and Chamber booking.',
    drawnAnywhere: 'Drawn on any page, in the text, the rules or the timings.',
    keptIn: 'Kept in {{screen}}',
  },
  blockTitle: {
    chambers: {
      tariffs: 'Room tariffs',
      cancellation: 'Rooms’ cancellation rule',
      stay: 'Length of a stay',
    },
    banquets: {
      prices: 'Hall hire and menu packages',
      cancellation: 'Halls’ cancellation refunds',
    },
  },
  blockText: {
    chambers: {
      tariffs: 'The room types with the nightly tariff for members and for affiliate-club guests.',
      cancellation:
        'Until when a stay can be cancelled and what is refunded, from the general settings.',
      stay: 'The most nights and rooms one booking may hold.',
    },
    banquets: {
      prices: 'Each hall’s hire for 4 and 8 hours, and the menu packages’ price per guest.',
      cancellation: 'What is refunded when a function is cancelled, from the general settings.',
    },
  },
  example: {
    preview: 'As the page shows it',
    markup: 'Markup to paste',
    kept: 'What the page keeps',
    keptNote: 'The page drops what is not in this list when it is saved.',
    copy: 'Copy the markup of “{{title}}”',
    copied: 'Copied',
  },
  exampleTitle: {
    headings: 'Headings',
    emphasis: 'Emphasis',
    links: 'Links',
    lists: 'Lists',
    quote: 'Quotation',
    rule: 'Separator',
    preformatted: 'Preformatted text',
    removed: 'What a page drops',
  },
  exampleText: {
    headings:
      'Three levels below the page’s own title. A first-level heading becomes a second-level one.',
    emphasis: 'Bold, italic, underlined and struck-through words, and a code or number to type.',
    links:
      'A link to a club page, one to another site opening in a new tab, a mail and a phone link.',
    lists: 'Bulleted and numbered lists.',
    quote: 'A quotation set apart from the text.',
    rule: 'A line between two parts of a page.',
    preformatted: 'Text kept exactly as typed, line by line.',
    removed:
      'Scripts, images, frames, styles and javascript: links are removed, so nothing an editor pastes can run in a visitor’s browser. Photos go in the page’s photo list instead.',
  },
  sample: {
    heading: 'Swimming at the club',
    subheading: 'Opening hours',
    minor: 'During the holidays',
    paragraph: 'The pool opens at dawn and closes after the evening swim.',
    bold: 'members only',
    italic: 'weather permitting',
    underline: 'please note',
    struck: 'closed on Mondays',
    code: 'M1001',
    emphasisLine:
      'Lanes are {{bold}}, the outdoor deck is open {{italic}}; {{underline}}: the pool is no longer {{struck}}. Quote your member code, such as {{code}}.',
    linkClub: 'the tennis courts',
    linkSite: 'the national federation',
    linkMail: 'mail the office',
    linkPhone: 'call the front desk',
    linksLine: 'See {{club}}, read {{site}}, {{mail}} or {{phone}}.',
    listA: 'Bring your membership card',
    listB: 'Guests sign the register',
    listC: 'Children under 12 swim with an adult',
    stepA: 'Book a court on the portal',
    stepB: 'Collect the key at the front desk',
    stepC: 'Return the key within 15 minutes',
    quote: 'The finest evening of cricket this ground has seen in years.',
    before: 'Court bookings open seven days ahead.',
    after: 'Coaching is booked with the professional.',
    pre: 'Mon–Fri  06:00–21:00\nSat–Sun  07:00–19:00',
    removedText: 'Only these words stay.',
    inlineLead: 'Please note:',
    unknown: 'See {{token}} for the prices.',
  },
  tryIt: {
    title: 'Try your own markup',
    label: 'Markup',
    hint: 'Paste HTML as you would into the page editor; nothing is saved.',
    submit: 'Show what a page keeps',
    empty: 'Type some markup first.',
  },
};

export default showcases;
