const showcases = {
  interface: {
    title: 'Muestrario de la interfaz',
    intro:
      'Lo que puede contener el texto de una página, cada ejemplo tal como lo muestra el sitio público, con el código que se pega en el HTML del editor de páginas. Los ejemplos pasan por la misma limpieza que una página guardada: lo que ve aquí es lo que la página conserva.',
  },
  content: {
    title: 'Muestrario de contenidos',
    intro:
      'Los bloques vivos que puede llevar el texto de una página: cada uno ocupa el lugar de un precio, una política o un límite y se toma de los datos con que se reserva, así la página nunca contradice lo que cobra una reserva.',
    unknownTitle: 'Un bloque mal escrito',
    unknownText:
      'Un código que el portal no conoce queda en la página tal como se escribió, para que el error se vea en lugar de desaparecer.',
    block: 'Bloque: en una línea propia',
    inline: 'Dentro de una frase',
    drawnOn: 'Se muestra en las páginas de instalaciones y en Reserva de habitaciones.',
    drawnAnywhere: 'Se muestra en cualquier página: en el texto, las normas o los horarios.',
    keptIn: 'Se mantiene en {{screen}}',
  },
  blockTitle: {
    chambers: {
      tariffs: 'Tarifas de habitaciones',
      cancellation: 'Cancelación de habitaciones',
      stay: 'Duración de una estancia',
    },
    banquets: {
      prices: 'Alquiler de salones y menús',
      cancellation: 'Reembolsos de salones',
    },
  },
  blockText: {
    chambers: {
      tariffs:
        'Los tipos de habitación con la tarifa por noche para socios y para invitados de clubes afiliados.',
      cancellation:
        'Hasta cuándo se puede cancelar una estancia y qué se reembolsa, según la configuración general.',
      stay: 'El máximo de noches y habitaciones de una reserva.',
    },
    banquets: {
      prices: 'El alquiler de cada salón por 4 y 8 horas, y el precio por invitado de los menús.',
      cancellation: 'Lo que se reembolsa al cancelar un evento, según la configuración general.',
    },
  },
  example: {
    preview: 'Tal como lo muestra la página',
    markup: 'Código para pegar',
    kept: 'Lo que conserva la página',
    keptNote: 'Al guardar, la página descarta lo que no está en esta lista.',
    copy: 'Copiar el código de «{{title}}»',
    copied: 'Copiado',
  },
  exampleTitle: {
    headings: 'Encabezados',
    emphasis: 'Énfasis',
    links: 'Enlaces',
    lists: 'Listas',
    quote: 'Cita',
    rule: 'Separador',
    preformatted: 'Texto preformateado',
    removed: 'Lo que una página descarta',
  },
  exampleText: {
    headings:
      'Tres niveles bajo el título de la página. Un encabezado de primer nivel pasa a ser de segundo nivel.',
    emphasis:
      'Palabras en negrita, cursiva, subrayadas y tachadas, y un código o número para teclear.',
    links:
      'Un enlace a una página del club, otro a un sitio externo que se abre en una pestaña nueva, uno de correo y uno de teléfono.',
    lists: 'Listas con viñetas y numeradas.',
    quote: 'Una cita separada del texto.',
    rule: 'Una línea entre dos partes de una página.',
    preformatted: 'Texto que se conserva tal como se escribió, línea a línea.',
    removed:
      'Se eliminan scripts, imágenes, marcos, estilos y enlaces javascript:, así nada de lo que pegue un editor puede ejecutarse en el navegador de un visitante. Las fotos van en la lista de fotos de la página.',
  },
  sample: {
    heading: 'Natación en el club',
    subheading: 'Horario',
    minor: 'Durante las vacaciones',
    paragraph: 'La piscina abre al amanecer y cierra después del baño de la tarde.',
    bold: 'solo para socios',
    italic: 'si el tiempo lo permite',
    underline: 'atención',
    struck: 'cerrada los lunes',
    code: 'M1001',
    emphasisLine:
      'Las calles son {{bold}}, la terraza exterior abre {{italic}}; {{underline}}: la piscina ya no está {{struck}}. Indique su código de socio, por ejemplo {{code}}.',
    linkClub: 'las pistas de tenis',
    linkSite: 'la federación nacional',
    linkMail: 'escriba a la oficina',
    linkPhone: 'llame a recepción',
    linksLine: 'Vea {{club}}, lea {{site}}, {{mail}} o {{phone}}.',
    listA: 'Traiga su carné de socio',
    listB: 'Los invitados firman el registro',
    listC: 'Los menores de 12 años nadan con un adulto',
    stepA: 'Reserve una pista en el portal',
    stepB: 'Recoja la llave en recepción',
    stepC: 'Devuelva la llave en 15 minutos',
    quote: 'La mejor tarde de críquet que ha visto este campo en años.',
    before: 'Las reservas de pista se abren con siete días de antelación.',
    after: 'Las clases se reservan con el profesional.',
    pre: 'Lun–Vie  06:00–21:00\nSáb–Dom  07:00–19:00',
    removedText: 'Solo quedan estas palabras.',
    inlineLead: 'Tenga en cuenta:',
    unknown: 'Vea {{token}} para los precios.',
  },
  tryIt: {
    title: 'Pruebe su propio código',
    label: 'Código',
    hint: 'Pegue HTML como lo haría en el editor de páginas; no se guarda nada.',
    submit: 'Mostrar lo que conserva una página',
    empty: 'Escriba primero algo de código.',
  },
};

export default showcases;
