import type { Translations } from '@club/contracts';

/** The demo menu's Spanish and German words, by the English name of each category, sub-category and item (fnb.ts). */
export const FNB_TRANSLATIONS: Record<string, Translations<'name' | 'description'>> = {
  // ---- The Restaurant: Breakfast
  Breakfast: {
    es: {
      name: 'Desayuno',
      description: 'Se sirve de 7.30 a 11 de la mañana, en la terraza del pabellón o para llevar.',
    },
    de: {
      name: 'Frühstück',
      description: 'Von 7.30 bis 11 Uhr morgens, auf der Pavillon-Terrasse oder zum Mitnehmen.',
    },
  },
  'Masala Dosa': {
    es: {
      name: 'Masala dosa',
      description:
        'Crepe crujiente de arroz y lentejas relleno de papa especiada, con sambar y chutney de coco.',
    },
    de: {
      name: 'Masala Dosa',
      description:
        'Knusprige Crêpe aus Reis und Linsen mit würziger Kartoffelfüllung, dazu Sambar und Kokos-Chutney.',
    },
  },
  'Idli Sambar': {
    es: {
      name: 'Idli sambar',
      description:
        'Tres pastelitos de arroz al vapor con sambar, chutney de coco y gunpowder (podi de especias).',
    },
    de: {
      name: 'Idli Sambar',
      description:
        'Drei gedämpfte Reisküchlein mit Sambar, Kokos-Chutney und Gunpowder (Gewürzpulver).',
    },
  },
  'Medu Vada': {
    es: {
      name: 'Medu vada',
      description: 'Dos rosquillas crujientes de urad dal con sambar y chutney de coco.',
    },
    de: {
      name: 'Medu Vada',
      description: 'Zwei knusprige Linsenkringel aus Urad Dal, dazu Sambar und Kokos-Chutney.',
    },
  },
  'Aloo Paratha': {
    es: {
      name: 'Aloo paratha',
      description:
        'Dos parathas integrales rellenos de papa especiada, con mantequilla blanca, yogur y encurtido.',
    },
    de: {
      name: 'Aloo Paratha',
      description:
        'Zwei Vollkorn-Parathas mit würziger Kartoffelfüllung, dazu weiße Butter, Joghurt und Pickle.',
    },
  },
  'Kanda Poha': {
    es: {
      name: 'Kanda poha',
      description: 'Arroz aplanado con cebolla, maní, hojas de curry y limón, cubierto con sev.',
    },
    de: {
      name: 'Kanda Poha',
      description:
        'Reisflocken mit Zwiebeln, Erdnüssen, Curryblättern und Zitrone, mit Sev bestreut.',
    },
  },
  'Puri Bhaji': {
    es: {
      name: 'Puri bhaji',
      description: 'Cuatro puris inflados con bhaji de papa y una cucharada de shrikhand.',
    },
    de: {
      name: 'Puri Bhaji',
      description: 'Vier aufgeblähte Puris mit Kartoffel-Bhaji und einem Löffel Shrikhand.',
    },
  },
  'Eggs to Order': {
    es: {
      name: 'Huevos al gusto',
      description:
        'Dos huevos fritos, revueltos, pochados o en omelet, con pan tostado con mantequilla.',
    },
    de: {
      name: 'Eier nach Wahl',
      description: 'Zwei Eier als Spiegelei, Rührei, pochiert oder als Omelett, dazu Buttertoast.',
    },
  },
  'Club Breakfast': {
    es: {
      name: 'Desayuno del club',
      description:
        'Dos huevos al gusto, salchichas de pollo, tocino, frijoles horneados, rösti de papa, tomate a la parrilla, pan tostado y té o café.',
    },
    de: {
      name: 'Club-Frühstück',
      description:
        'Zwei Eier nach Wahl, Hähnchenwürstchen, Bacon, Baked Beans, Rösti, gegrillte Tomate, Toast und Tee oder Kaffee.',
    },
  },
  'Buttermilk Pancakes': {
    es: {
      name: 'Panqueques de suero de leche',
      description: 'Una pila de tres con jarabe de arce, mantequilla y fruta fresca.',
    },
    de: {
      name: 'Buttermilch-Pancakes',
      description: 'Drei im Stapel, mit Ahornsirup, Butter und frischem Obst.',
    },
  },

  // ---- Soups & Starters
  'Soups & Starters': {
    es: {
      name: 'Sopas y entradas',
      description: 'Algo para empezar, o para compartir en la mesa.',
    },
    de: { name: 'Suppen und Vorspeisen', description: 'Zum Auftakt oder zum Teilen am Tisch.' },
  },
  Soups: {
    es: { name: 'Sopas' },
    de: { name: 'Suppen' },
  },
  Starters: {
    es: { name: 'Entradas' },
    de: { name: 'Vorspeisen' },
  },
  'Tomato Shorba': {
    es: {
      name: 'Shorba de tomate',
      description: 'Caldo ligero de tomate con pimienta, comino y cilantro fresco.',
    },
    de: {
      name: 'Tomaten-Shorba',
      description: 'Klare, pfeffrige Tomatenbrühe mit Kreuzkümmel und frischem Koriander.',
    },
  },
  'Cream of Mushroom': {
    es: {
      name: 'Crema de champiñones',
      description: 'Champiñones y tomillo, terminada con crema; pan de ajo de acompañamiento.',
    },
    de: {
      name: 'Champignoncremesuppe',
      description: 'Champignons und Thymian, mit Sahne verfeinert; dazu Knoblauchbrot.',
    },
  },
  Mulligatawny: {
    es: {
      name: 'Mulligatawny',
      description:
        'La sopa de lentejas y pollo del club, con manzana, arroz y un chorrito de lima.',
    },
    de: {
      name: 'Mulligatawny',
      description: 'Die Linsen-Hühnersuppe des Clubs mit Apfel, Reis und einem Spritzer Limette.',
    },
  },
  'Punjabi Samosa': {
    es: {
      name: 'Samosa punjabí',
      description:
        'Dos empanaditas de papa especiada y arvejas, con chutneys de menta y tamarindo.',
    },
    de: {
      name: 'Punjabi-Samosa',
      description:
        'Zwei Teigtaschen mit würzigen Kartoffeln und Erbsen, dazu Minz- und Tamarinden-Chutney.',
    },
  },
  'Onion Bhajia': {
    es: {
      name: 'Bhajia de cebolla',
      description:
        'Buñuelos de cebolla en masa especiada de harina de garbanzo, con chutney verde.',
    },
    de: {
      name: 'Zwiebel-Bhajia',
      description: 'Ausgebackene Zwiebeln in gewürztem Kichererbsenmehl-Teig, dazu grünes Chutney.',
    },
  },
  'Hara Bhara Kebab': {
    es: {
      name: 'Hara bhara kebab',
      description: 'Medallones de espinaca, arvejas y papa, cocinados en la tawa.',
    },
    de: {
      name: 'Hara Bhara Kebab',
      description: 'Bratlinge aus Spinat, grünen Erbsen und Kartoffeln, auf der Tawa gebraten.',
    },
  },
  'Parsi Mutton Cutlets': {
    es: {
      name: 'Cutlets de cordero al estilo parsi',
      description:
        'El clásico del club: dos cutlets de cordero molido, pasados por huevo y fritos, con salsa de tomate.',
    },
    de: {
      name: 'Parsi-Lamm-Cutlets',
      description:
        'Der Klassiker des Clubs: zwei Cutlets aus Lammhack, in Ei getaucht und gebraten, mit Tomatensauce.',
    },
  },
  'Chicken 65': {
    es: {
      name: 'Pollo 65',
      description: 'Pollo frito salteado con hojas de curry, chile verde y yogur.',
    },
    de: {
      name: 'Chicken 65',
      description: 'Frittiertes Hähnchen, geschwenkt mit Curryblättern, grüner Chili und Joghurt.',
    },
  },
  'Amritsari Fish': {
    es: {
      name: 'Pescado amritsari',
      description:
        'Filetes de basa en masa especiada con ajwain, fritos bien crujientes, con aros de cebolla y limón.',
    },
    de: {
      name: 'Amritsari-Fisch',
      description:
        'Basa-Filets in Ajwain-gewürztem Teig, knusprig frittiert, mit Zwiebelringen und Zitrone.',
    },
  },
  'Prawns Koliwada': {
    es: {
      name: 'Camarones koliwada',
      description: 'Camarones rebozados y fritos al estilo koli, con una salsa picante de ajo.',
    },
    de: {
      name: 'Garnelen Koliwada',
      description:
        'Garnelen im Teigmantel, frittiert nach Art der Koli, mit scharfem Knoblauch-Dip.',
    },
  },

  // ---- Tandoor
  Tandoor: {
    es: {
      name: 'Tandoor',
      description: 'Del horno de barro, con aros de cebolla, limón y chutney de menta.',
    },
    de: {
      name: 'Tandoor',
      description: 'Aus dem Lehmofen, mit Zwiebelringen, Zitrone und Minz-Chutney.',
    },
  },
  'Paneer Tikka': {
    es: {
      name: 'Paneer tikka',
      description:
        'Queso paneer, pimiento y cebolla marinados en yogur colado especiado, asados a la brasa en brocheta.',
    },
    de: {
      name: 'Paneer Tikka',
      description:
        'Paneer, Paprika und Zwiebeln, in gewürztem abgetropftem Joghurt mariniert und am Spieß über der Glut gegrillt.',
    },
  },
  'Tandoori Mushroom': {
    es: {
      name: 'Champiñones tandoori',
      description: 'Champiñones en una marinada malai ahumada.',
    },
    de: {
      name: 'Tandoori-Champignons',
      description: 'Champignons in rauchiger Malai-Marinade.',
    },
  },
  'Bharwan Aloo': {
    es: {
      name: 'Bharwan aloo',
      description: 'Cilindros de papa rellenos de paneer, anacardos y pasas, asados en el tandoor.',
    },
    de: {
      name: 'Bharwan Aloo',
      description:
        'Ausgehöhlte Kartoffeln, gefüllt mit Paneer, Cashewkernen und Rosinen, im Tandoor geröstet.',
    },
  },
  'Tandoori Chicken (half)': {
    es: {
      name: 'Pollo tandoori (medio)',
      description: 'Pollo joven con hueso, marinado toda la noche en yogur y chile de Cachemira.',
    },
    de: {
      name: 'Tandoori-Hähnchen (halbes)',
      description:
        'Junges Hähnchen mit Knochen, über Nacht in Joghurt und Kaschmir-Chili mariniert.',
    },
  },
  'Chicken Tikka': {
    es: {
      name: 'Pollo tikka',
      description: 'Muslo de pollo deshuesado en marinada tikka roja, seis piezas.',
    },
    de: {
      name: 'Chicken Tikka',
      description: 'Hähnchenschenkel ohne Knochen in roter Tikka-Marinade, sechs Stück.',
    },
  },
  'Murgh Malai Tikka': {
    es: {
      name: 'Murgh malai tikka',
      description: 'Pollo con crema, queso, cardamomo y pimienta blanca, seis piezas.',
    },
    de: {
      name: 'Murgh Malai Tikka',
      description: 'Hähnchen mit Sahne, Käse, Kardamom und weißem Pfeffer, sechs Stück.',
    },
  },
  'Mutton Seekh Kebab': {
    es: {
      name: 'Seekh kebab de cordero',
      description: 'Cordero molido con jengibre, chile verde y garam masala, asado en brocheta.',
    },
    de: {
      name: 'Lamm-Seekh-Kebab',
      description: 'Lammhack mit Ingwer, grüner Chili und Garam Masala, am Spieß gegrillt.',
    },
  },
  'Tandoori Pomfret': {
    es: {
      name: 'Pámpano tandoori',
      description: 'Un pámpano entero en marinada de ajwain y limón (unos 350 g).',
    },
    de: {
      name: 'Tandoori-Pomfret',
      description: 'Ein ganzer Pomfret in Ajwain-Zitronen-Marinade (etwa 350 g).',
    },
  },
  'Tandoori Prawns': {
    es: {
      name: 'Camarones tandoori',
      description: 'Seis camarones tigre en marinada de ajo y chile.',
    },
    de: {
      name: 'Tandoori-Garnelen',
      description: 'Sechs Tigergarnelen in Knoblauch-Chili-Marinade.',
    },
  },

  // ---- Main Course
  'Main Course': {
    es: {
      name: 'Platos principales',
      description: 'Curris y dals, para acompañar con arroz o con panes del tandoor.',
    },
    de: {
      name: 'Hauptgerichte',
      description: 'Currys und Dals, zu Reis oder Brot aus dem Tandoor.',
    },
  },
  Vegetarian: {
    es: { name: 'Vegetariano' },
    de: { name: 'Vegetarisch' },
  },
  'Non-Vegetarian': {
    es: { name: 'No vegetariano' },
    de: { name: 'Nicht vegetarisch' },
  },
  'Dal Makhani': {
    es: {
      name: 'Dal makhani',
      description:
        'Lentejas negras y frijoles rojos cocinados a fuego lento toda la noche con mantequilla y crema.',
    },
    de: {
      name: 'Dal Makhani',
      description:
        'Schwarze Linsen und Kidneybohnen, über Nacht langsam gegart, mit Butter und Sahne.',
    },
  },
  'Yellow Dal Tadka': {
    es: {
      name: 'Dal tadka amarillo',
      description: 'Toor dal con un tadka de ghee, comino, ajo y chile rojo.',
    },
    de: {
      name: 'Gelbes Dal Tadka',
      description: 'Toor Dal, abgeschmälzt mit Ghee, Kreuzkümmel, Knoblauch und roter Chili.',
    },
  },
  'Paneer Butter Masala': {
    es: {
      name: 'Paneer butter masala',
      description: 'Queso paneer en una salsa untuosa de tomate, mantequilla y anacardos.',
    },
    de: {
      name: 'Paneer Butter Masala',
      description: 'Paneer in einer reichhaltigen Sauce aus Tomaten, Butter und Cashewkernen.',
    },
  },
  'Palak Paneer': {
    es: { name: 'Palak paneer', description: 'Queso paneer en una salsa suave de espinaca.' },
    de: { name: 'Palak Paneer', description: 'Paneer in cremiger Spinatsauce.' },
  },
  'Kadai Vegetables': {
    es: {
      name: 'Verduras kadai',
      description:
        'Verduras de temporada salteadas en la kadai con pimiento y especias recién molidas.',
    },
    de: {
      name: 'Kadai-Gemüse',
      description: 'Saisongemüse, im Kadai geschwenkt, mit Paprika und frisch gemahlenen Gewürzen.',
    },
  },
  'Pindi Chole': {
    es: {
      name: 'Pindi chole',
      description: 'Garbanzos en un masala oscuro y ácido con juliana de jengibre.',
    },
    de: {
      name: 'Pindi Chole',
      description: 'Kichererbsen in dunklem, säuerlichem Masala mit Ingwerstreifen.',
    },
  },
  'Baingan Bharta': {
    es: {
      name: 'Baingan bharta',
      description: 'Berenjena asada al fuego, hecha puré con cebolla, tomate y chile verde.',
    },
    de: {
      name: 'Baingan Bharta',
      description:
        'Über offener Flamme geröstete Aubergine, zerdrückt mit Zwiebeln, Tomaten und grüner Chili.',
    },
  },
  'Veg Thali': {
    es: {
      name: 'Thali vegetariano',
      description:
        'Solo en el almuerzo: dos guisos de verduras, dal, paneer, raita, arroz, dos rotis, papad, ensalada y un dulce.',
    },
    de: {
      name: 'Vegetarisches Thali',
      description:
        'Nur mittags: zwei Gemüsegerichte, Dal, Paneer, Raita, Reis, zwei Rotis, Papad, Salat und eine Süßspeise.',
    },
  },
  'Butter Chicken': {
    es: {
      name: 'Pollo a la mantequilla',
      description:
        'Pollo tandoori en una salsa aterciopelada de tomate y mantequilla con kasuri methi.',
    },
    de: {
      name: 'Butter Chicken',
      description: 'Tandoori-Hähnchen in samtiger Tomaten-Butter-Sauce mit Kasuri Methi.',
    },
  },
  'Chicken Chettinad': {
    es: {
      name: 'Pollo chettinad',
      description: 'Un curry chettinad bien picante de pimienta negra, kalpasi y coco tostado.',
    },
    de: {
      name: 'Hähnchen Chettinad',
      description: 'Feuriges Chettinad-Curry mit schwarzem Pfeffer, Kalpasi und geröstetem Kokos.',
    },
  },
  'Mutton Rogan Josh': {
    es: {
      name: 'Rogan josh de cordero',
      description: 'Curry de cordero de Cachemira con ratan jot, hinojo y jengibre seco.',
    },
    de: {
      name: 'Lamm Rogan Josh',
      description: 'Kaschmirisches Lammcurry mit Ratan Jot, Fenchel und getrocknetem Ingwer.',
    },
  },
  'Goan Fish Curry': {
    es: {
      name: 'Curry de pescado de Goa',
      description: 'Pez sierra en curry de coco y kokum, al estilo de Goa.',
    },
    de: {
      name: 'Goa-Fischcurry',
      description: 'Königsmakrele in Kokos-Kokum-Curry nach Goa-Art.',
    },
  },
  'Egg Curry': {
    es: {
      name: 'Curry de huevo',
      description: 'Dos huevos duros en un masala de cebolla y tomate.',
    },
    de: { name: 'Eier-Curry', description: 'Zwei gekochte Eier in Zwiebel-Tomaten-Masala.' },
  },
  'Non-Veg Thali': {
    es: {
      name: 'Thali no vegetariano',
      description:
        'Solo en el almuerzo: curry de pollo, sukka de cordero, dal, un guiso de verduras, raita, arroz, dos rotis, papad, ensalada y un dulce.',
    },
    de: {
      name: 'Thali mit Fleisch',
      description:
        'Nur mittags: Hähnchencurry, Lamm-Sukka, Dal, ein Gemüsegericht, Raita, Reis, zwei Rotis, Papad, Salat und eine Süßspeise.',
    },
  },

  // ---- Rice & Biryani
  'Rice & Biryani': {
    es: {
      name: 'Arroces y biryanis',
      description: 'Basmati añejo, y biryanis dum sellados y cocinados a fuego lento en la handi.',
    },
    de: {
      name: 'Reis und Biryani',
      description: 'Gereifter Basmati und Dum-Biryanis, versiegelt und langsam im Handi gegart.',
    },
  },
  'Steamed Basmati Rice': {
    es: {
      name: 'Arroz basmati al vapor',
      description: 'Un tazón de basmati de grano largo, solo.',
    },
    de: {
      name: 'Gedämpfter Basmatireis',
      description: 'Eine Schale Basmati-Langkornreis natur.',
    },
  },
  'Jeera Rice': {
    es: { name: 'Arroz jeera', description: 'Basmati aderezado con comino y ghee.' },
    de: { name: 'Jeera-Reis', description: 'Basmati, abgeschmälzt mit Kreuzkümmel und Ghee.' },
  },
  'Curd Rice': {
    es: {
      name: 'Arroz con yogur',
      description:
        'Arroz con yogur, aderezado con semillas de mostaza y hojas de curry, con encurtido.',
    },
    de: {
      name: 'Joghurtreis',
      description: 'Reis mit Joghurt, abgeschmälzt mit Senfsamen und Curryblättern, dazu Pickle.',
    },
  },
  'Subz Dum Biryani': {
    es: {
      name: 'Subz dum biryani',
      description: 'Verduras y basmati en capas con azafrán y cebolla frita, con raita.',
    },
    de: {
      name: 'Subz Dum Biryani',
      description: 'Gemüse und Basmati, in Schichten mit Safran und Röstzwiebeln, dazu Raita.',
    },
  },
  'Chicken Dum Biryani': {
    es: {
      name: 'Biryani dum de pollo',
      description: 'Al estilo de Hyderabad, con mirchi ka salan y raita.',
    },
    de: {
      name: 'Hähnchen-Dum-Biryani',
      description: 'Nach Hyderabad-Art, mit Mirchi ka Salan und Raita.',
    },
  },
  'Mutton Dum Biryani': {
    es: {
      name: 'Biryani dum de cordero',
      description: 'Cordero tierno y basmati bajo un sello de masa, con raita.',
    },
    de: {
      name: 'Lamm-Dum-Biryani',
      description: 'Zartes Lamm und Basmati, unter einem Teigdeckel gegart, dazu Raita.',
    },
  },

  // ---- Breads
  Breads: {
    es: { name: 'Panes', description: 'Horneados al momento en el tandoor.' },
    de: { name: 'Brote', description: 'Frisch auf Bestellung im Tandoor gebacken.' },
  },
  'Tandoori Roti': {
    es: { name: 'Roti tandoori', description: 'Pan integral del tandoor.' },
    de: { name: 'Tandoori Roti', description: 'Vollkorn-Fladenbrot aus dem Tandoor.' },
  },
  'Butter Naan': {
    es: { name: 'Naan con mantequilla', description: 'Pan leudado pincelado con mantequilla.' },
    de: { name: 'Butter-Naan', description: 'Hefefladenbrot, mit Butter bestrichen.' },
  },
  'Garlic Naan': {
    es: { name: 'Naan de ajo', description: 'Naan con ajo picado y cilantro.' },
    de: { name: 'Knoblauch-Naan', description: 'Naan mit gehacktem Knoblauch und Koriander.' },
  },
  'Lachha Paratha': {
    es: { name: 'Lachha paratha', description: 'Paratha integral hojaldrado, en capas.' },
    de: { name: 'Lachha Paratha', description: 'Blättriges, geschichtetes Vollkorn-Paratha.' },
  },
  'Amritsari Kulcha': {
    es: {
      name: 'Kulcha amritsari',
      description: 'Relleno de papa especiada y cebolla, con chole de acompañamiento.',
    },
    de: {
      name: 'Amritsari Kulcha',
      description: 'Gefüllt mit würzigen Kartoffeln und Zwiebeln, dazu Chole.',
    },
  },
  'Phulka (2)': {
    es: { name: 'Phulka (2)', description: 'Rotis integrales inflados, hechos en la tawa.' },
    de: { name: 'Phulka (2)', description: 'Aufgeblähte Vollkorn-Rotis von der Tawa.' },
  },

  // ---- Chinese
  Chinese: {
    es: { name: 'Cocina china', description: 'Favoritos indochinos salidos del wok.' },
    de: {
      name: 'Chinesische Küche',
      description: 'Indo-chinesische Lieblingsgerichte aus dem Wok.',
    },
  },
  'Veg Hot and Sour Soup': {
    es: {
      name: 'Sopa agripicante de verduras',
      description: 'Verduras en un caldo con pimienta y el toque ácido del vinagre.',
    },
    de: {
      name: 'Scharf-saure Gemüsesuppe',
      description: 'Gemüse in pfeffriger, mit Essig gesäuerter Brühe.',
    },
  },
  'Sweet Corn Chicken Soup': {
    es: {
      name: 'Sopa de maíz dulce con pollo',
      description: 'Crema de maíz y pollo deshebrado con hilos de huevo.',
    },
    de: {
      name: 'Maissuppe mit Hähnchen',
      description: 'Cremiger Mais und gezupftes Hähnchen mit Eierflocken.',
    },
  },
  'Veg Spring Rolls': {
    es: {
      name: 'Rollitos primavera de verduras',
      description:
        'Cuatro rollitos crujientes de repollo, zanahoria y fideos transparentes, con salsa de chile dulce.',
    },
    de: {
      name: 'Gemüse-Frühlingsrollen',
      description: 'Vier knusprige Rollen mit Kohl, Karotten und Glasnudeln, dazu süße Chilisauce.',
    },
  },
  'Veg Manchurian': {
    es: {
      name: 'Manchurian de verduras',
      description: 'Bolitas de verduras en salsa de ajo, jengibre y soya, secas o con salsa.',
    },
    de: {
      name: 'Gemüse-Manchurian',
      description: 'Gemüsebällchen in Knoblauch-Ingwer-Sojasauce, trocken oder mit Sauce.',
    },
  },
  'Chilli Paneer': {
    es: {
      name: 'Paneer al chile',
      description: 'Paneer salteado con pimiento, cebolla y chile verde.',
    },
    de: {
      name: 'Chili-Paneer',
      description: 'Paneer, geschwenkt mit Paprika, Zwiebeln und grüner Chili.',
    },
  },
  'Chilli Chicken': {
    es: {
      name: 'Pollo al chile',
      description:
        'Pollo crujiente salteado con pimiento, cebolla y chile verde, seco o con salsa.',
    },
    de: {
      name: 'Chili-Hähnchen',
      description:
        'Knuspriges Hähnchen, geschwenkt mit Paprika, Zwiebeln und grüner Chili, trocken oder mit Sauce.',
    },
  },
  'Veg Hakka Noodles': {
    es: {
      name: 'Fideos hakka con verduras',
      description: 'Fideos salteados al wok con verduras en juliana.',
    },
    de: {
      name: 'Hakka-Nudeln mit Gemüse',
      description: 'Im Wok geschwenkte Nudeln mit Gemüsestreifen.',
    },
  },
  'Chicken Hakka Noodles': {
    es: {
      name: 'Fideos hakka con pollo',
      description: 'Fideos salteados al wok con pollo y verduras.',
    },
    de: {
      name: 'Hakka-Nudeln mit Hähnchen',
      description: 'Im Wok geschwenkte Nudeln mit Hähnchen und Gemüse.',
    },
  },
  'Veg Fried Rice': {
    es: {
      name: 'Arroz frito con verduras',
      description: 'Arroz frito con cebollín y verduras.',
    },
    de: {
      name: 'Gebratener Reis mit Gemüse',
      description: 'Gebratener Reis mit Frühlingszwiebeln und Gemüse.',
    },
  },
  'Egg Fried Rice': {
    es: {
      name: 'Arroz frito con huevo',
      description: 'Arroz frito con huevo revuelto y cebollín.',
    },
    de: {
      name: 'Gebratener Reis mit Ei',
      description: 'Gebratener Reis mit Rührei und Frühlingszwiebeln.',
    },
  },

  // ---- Continental
  Continental: {
    es: {
      name: 'Cocina internacional',
      description: 'Clásicos del club: sándwiches, parrilla y pasta.',
    },
    de: {
      name: 'Internationale Küche',
      description: 'Club-Klassiker: Sandwiches, Gegrilltes und Pasta.',
    },
  },
  'Club Sandwich': {
    es: {
      name: 'Sándwich club',
      description:
        'Sándwich de tres pisos con pollo, huevo frito, jamón, lechuga y tomate, con papas fritas.',
    },
    de: {
      name: 'Clubsandwich',
      description:
        'Dreistöckig, mit Hähnchen, Spiegelei, Schinken, Salat und Tomate, dazu Pommes frites.',
    },
  },
  'Bombay Masala Toast': {
    es: {
      name: 'Masala toast al estilo Bombay',
      description: 'Sándwich tostado de papa especiada, remolacha, pepino y chutney verde.',
    },
    de: {
      name: 'Bombay Masala Toast',
      description:
        'Gegrilltes Sandwich mit würzigen Kartoffeln, Roter Bete, Gurke und grünem Chutney.',
    },
  },
  'Grilled Chicken Burger': {
    es: {
      name: 'Hamburguesa de pollo a la parrilla',
      description:
        'Pechuga de pollo, queso, lechuga y mayonesa de chipotle en pan brioche, con papas fritas.',
    },
    de: {
      name: 'Hähnchenburger vom Grill',
      description:
        'Hähnchenbrust, Käse, Salat und Chipotle-Mayo im Brioche-Bun, dazu Pommes frites.',
    },
  },
  'Fish and Chips': {
    es: {
      name: 'Fish and chips',
      description: 'Basa rebozado en cerveza con papas fritas, salsa tártara y puré de arvejas.',
    },
    de: {
      name: 'Fish and Chips',
      description: 'Basa im Bierteig mit Pommes frites, Sauce tartare und Erbsenpüree.',
    },
  },
  'Penne Arrabbiata': {
    es: {
      name: 'Penne arrabbiata',
      description: 'Penne en salsa picante de tomate y ajo con albahaca y parmesano.',
    },
    de: {
      name: 'Penne Arrabbiata',
      description: 'Penne in scharfer Tomaten-Knoblauch-Sauce mit Basilikum und Parmesan.',
    },
  },
  'Margherita Pizza': {
    es: {
      name: 'Pizza margarita',
      description: 'Pizza de masa fina con tomate, mozzarella y albahaca (10 pulgadas).',
    },
    de: {
      name: 'Pizza Margherita',
      description: 'Pizza mit dünnem Boden, Tomate, Mozzarella und Basilikum (10 Zoll).',
    },
  },
  'Caesar Salad': {
    es: {
      name: 'Ensalada César',
      description: 'Lechuga romana, crutones y parmesano con aderezo César sin huevo.',
    },
    de: {
      name: 'Caesar Salad',
      description: 'Römersalat, Croûtons und Parmesan in Caesar-Dressing ohne Ei.',
    },
  },

  // ---- Desserts
  Desserts: {
    es: { name: 'Postres', description: 'De la pastelería del club.' },
    de: { name: 'Desserts', description: 'Aus der Patisserie des Clubs.' },
  },
  'Gulab Jamun': {
    es: {
      name: 'Gulab jamun',
      description: 'Dos bolitas tibias de leche en almíbar de rosa y cardamomo.',
    },
    de: {
      name: 'Gulab Jamun',
      description: 'Zwei warme Milchbällchen in Rosen-Kardamom-Sirup.',
    },
  },
  'Caramel Custard': {
    es: {
      name: 'Flan de caramelo',
      description: 'El flan al horno del club, preparado como desde la década de 1950.',
    },
    de: {
      name: 'Crème Caramel',
      description: 'Die gebackene Crème Caramel des Clubs, zubereitet wie seit den 1950er-Jahren.',
    },
  },
  'Gajar Ka Halwa': {
    es: {
      name: 'Gajar ka halwa',
      description:
        'Zanahorias rojas de invierno cocinadas a fuego lento en leche con ghee, khoya y frutos secos. Solo en invierno.',
    },
    de: {
      name: 'Gajar ka Halwa',
      description:
        'Rote Winterkarotten, langsam in Milch gegart, mit Ghee, Khoya und Nüssen. Nur im Winter.',
    },
  },
  'Eggless Chocolate Brownie': {
    es: {
      name: 'Brownie de chocolate sin huevo',
      description: 'Brownie tibio con nueces, helado de vainilla y salsa de chocolate caliente.',
    },
    de: {
      name: 'Schokoladen-Brownie ohne Ei',
      description: 'Warmer Walnuss-Brownie mit Vanilleeis und heißer Schokoladensauce.',
    },
  },
  'Malai Kulfi': {
    es: {
      name: 'Malai kulfi',
      description: 'Kulfi de leche reducida lentamente, con pistacho y azafrán.',
    },
    de: {
      name: 'Malai Kulfi',
      description: 'Kulfi aus langsam eingekochter Milch, mit Pistazien und Safran.',
    },
  },
  'Ice Cream': {
    es: { name: 'Helado', description: 'Dos bolas: vainilla, chocolate, fresa o mango.' },
    de: { name: 'Eis', description: 'Zwei Kugeln: Vanille, Schokolade, Erdbeere oder Mango.' },
  },
  'Fresh Fruit Platter': {
    es: { name: 'Plato de fruta fresca', description: 'Fruta de temporada cortada.' },
    de: { name: 'Frischer Obstteller', description: 'Geschnittenes Obst der Saison.' },
  },

  // ---- Beverages
  Beverages: {
    es: { name: 'Bebidas', description: 'Bebidas calientes y frías, todo el día.' },
    de: { name: 'Getränke', description: 'Heiße und kalte Getränke, den ganzen Tag.' },
  },
  Hot: {
    es: { name: 'Calientes' },
    de: { name: 'Heißgetränke' },
  },
  Cold: {
    es: { name: 'Frías' },
    de: { name: 'Kaltgetränke' },
  },
  'Masala Chai': {
    es: {
      name: 'Masala chai',
      description: 'Té de Assam preparado con leche, jengibre y cardamomo.',
    },
    de: {
      name: 'Masala Chai',
      description: 'Assam-Tee, mit Milch, Ingwer und Kardamom aufgebrüht.',
    },
  },
  'Filter Coffee': {
    es: {
      name: 'Café de filtro',
      description:
        'Café de decocción del sur de la India con leche espumada, servido en davara-tumbler.',
    },
    de: {
      name: 'Filterkaffee',
      description: 'Südindischer Kaffee-Dekokt mit aufgeschäumter Milch, im Davara-Tumbler.',
    },
  },
  Cappuccino: {
    es: { name: 'Capuchino', description: 'Espresso doble con leche vaporizada y espumada.' },
    de: { name: 'Cappuccino', description: 'Doppelter Espresso mit heißer, aufgeschäumter Milch.' },
  },
  'Green Tea': {
    es: { name: 'Té verde', description: 'Una tetera de té verde de Darjeeling.' },
    de: { name: 'Grüner Tee', description: 'Ein Kännchen grüner Darjeeling-Tee.' },
  },
  'Fresh Lime Soda': {
    es: {
      name: 'Soda de lima fresca',
      description: 'Lima fresca con soda, dulce, salada o mixta.',
    },
    de: {
      name: 'Frische Limetten-Soda',
      description: 'Frische Limette mit Soda, süß, salzig oder gemischt.',
    },
  },
  'Sweet Lassi': {
    es: {
      name: 'Lassi dulce',
      description: 'Yogur batido con azúcar y una pizca de cardamomo.',
    },
    de: {
      name: 'Süßer Lassi',
      description: 'Geschlagener Joghurt mit Zucker und einer Prise Kardamom.',
    },
  },
  'Mango Lassi': {
    es: { name: 'Lassi de mango', description: 'Pulpa de mango Alphonso batida con yogur.' },
    de: { name: 'Mango-Lassi', description: 'Alphonso-Mangomark, mit Joghurt aufgeschlagen.' },
  },
  'Cold Coffee with Ice Cream': {
    es: {
      name: 'Café frío con helado',
      description: 'Café helado batido, con una bola de vainilla encima.',
    },
    de: {
      name: 'Eiskaffee',
      description: 'Gemixter kalter Kaffee mit einer Kugel Vanilleeis obendrauf.',
    },
  },
  'Tender Coconut Water': {
    es: { name: 'Agua de coco tierno', description: 'Se sirve en el propio coco, bien frío.' },
    de: {
      name: 'Kokoswasser aus der jungen Nuss',
      description: 'Gekühlt, in der Schale serviert.',
    },
  },
  'Fresh Fruit Juice': {
    es: {
      name: 'Jugo de fruta natural',
      description: 'Lima dulce, sandía o piña, exprimido al momento.',
    },
    de: {
      name: 'Frischer Fruchtsaft',
      description: 'Süße Limette, Wassermelone oder Ananas, frisch gepresst.',
    },
  },
  'Aerated Soft Drink': {
    es: {
      name: 'Refresco gaseoso',
      description: 'Thums Up, Coca-Cola, Sprite o Limca (botella de 300 ml).',
    },
    de: {
      name: 'Erfrischungsgetränk',
      description: 'Thums Up, Coca-Cola, Sprite oder Limca (300-ml-Flasche).',
    },
  },

  // ---- The Bar: Beers
  Beers: {
    es: { name: 'Cervezas', description: 'Botellas bien frías y cerveza de barril.' },
    de: { name: 'Biere', description: 'Gekühlte Flaschen und frisch Gezapftes vom Fass.' },
  },
  'Draught Beer (pint)': {
    es: { name: 'Cerveza de barril (pinta)', description: 'Lager de barril, 500 ml.' },
    de: { name: 'Fassbier (Pint)', description: 'Lager vom Fass, 500 ml.' },
  },
  'Draught Beer Pitcher': {
    es: { name: 'Jarra de cerveza de barril', description: 'Lager de barril, 1,5 litros.' },
    de: { name: 'Fassbier im Pitcher', description: 'Lager vom Fass, 1,5 Liter.' },
  },
  'Kingfisher Premium': {
    es: { name: 'Kingfisher Premium', description: 'Lager, botella de 650 ml.' },
    de: { name: 'Kingfisher Premium', description: 'Lager, 650-ml-Flasche.' },
  },
  'Bira 91 White': {
    es: {
      name: 'Bira 91 White',
      description: 'Cerveza de trigo con cilantro y cáscara de naranja, 330 ml.',
    },
    de: {
      name: 'Bira 91 White',
      description: 'Weizenbier mit Koriander und Orangenschale, 330 ml.',
    },
  },
  Budweiser: {
    es: { name: 'Budweiser', description: 'Lager, botella de 650 ml.' },
    de: { name: 'Budweiser', description: 'Lager, 650-ml-Flasche.' },
  },
  Hoegaarden: {
    es: {
      name: 'Hoegaarden',
      description: 'Cerveza de trigo belga, botella de 330 ml. Sin existencias.',
    },
    de: {
      name: 'Hoegaarden',
      description: 'Belgisches Weizenbier, 330-ml-Flasche. Nicht vorrätig.',
    },
  },

  // ---- Wines
  Wines: {
    es: { name: 'Vinos', description: 'Vinos indios e importados, por copa y por botella.' },
    de: {
      name: 'Weine',
      description: 'Indische und importierte Weine, glasweise und flaschenweise.',
    },
  },
  'Sula Sauvignon Blanc (glass)': {
    es: { name: 'Sula Sauvignon Blanc (copa)', description: 'Blanco fresco de Nashik, 150 ml.' },
    de: {
      name: 'Sula Sauvignon Blanc (Glas)',
      description: 'Frischer Weißwein aus Nashik, 150 ml.',
    },
  },
  'Sula Shiraz (glass)': {
    es: {
      name: 'Sula Shiraz (copa)',
      description: 'Tinto de Nashik con notas de pimienta, 150 ml.',
    },
    de: { name: 'Sula Shiraz (Glas)', description: 'Pfeffriger Rotwein aus Nashik, 150 ml.' },
  },
  'Grover Zampa La Réserve (bottle)': {
    es: {
      name: 'Grover Zampa La Réserve (botella)',
      description: 'Cabernet Sauvignon y Shiraz de las colinas de Nandi, 750 ml.',
    },
    de: {
      name: 'Grover Zampa La Réserve (Flasche)',
      description: 'Cabernet Sauvignon und Shiraz aus den Nandi Hills, 750 ml.',
    },
  },
  'Fratelli Sangiovese (bottle)': {
    es: {
      name: 'Fratelli Sangiovese (botella)',
      description: 'Tinto de cuerpo medio de Akluj, 750 ml.',
    },
    de: {
      name: 'Fratelli Sangiovese (Flasche)',
      description: 'Mittelkräftiger Rotwein aus Akluj, 750 ml.',
    },
  },
  'Chandon Brut (bottle)': {
    es: {
      name: 'Chandon Brut (botella)',
      description: 'Espumoso elaborado por el método tradicional en Dindori, 750 ml.',
    },
    de: {
      name: 'Chandon Brut (Flasche)',
      description: 'In Dindori nach traditioneller Methode hergestellter Schaumwein, 750 ml.',
    },
  },

  // ---- Whisky & Spirits
  'Whisky & Spirits': {
    es: {
      name: 'Whisky y destilados',
      description: 'Se sirven por medida de 30 ml; los refrescos para mezclar se cobran aparte.',
    },
    de: {
      name: 'Whisky und Spirituosen',
      description: 'In 30-ml-Pegs ausgeschenkt; Filler werden separat berechnet.',
    },
  },
  Whisky: {
    es: { name: 'Whisky' },
    de: { name: 'Whisky' },
  },
  'Blenders Pride': {
    es: { name: 'Blenders Pride', description: 'Whisky de mezcla indio, 30 ml.' },
    de: { name: 'Blenders Pride', description: 'Indischer Blended Whisky, 30 ml.' },
  },
  'Antiquity Blue': {
    es: { name: 'Antiquity Blue', description: 'Whisky de mezcla indio, 30 ml.' },
    de: { name: 'Antiquity Blue', description: 'Indischer Blended Whisky, 30 ml.' },
  },
  'Teacher’s 50': {
    es: { name: 'Teacher’s 50', description: 'Whisky escocés de mezcla, 30 ml.' },
    de: { name: 'Teacher’s 50', description: 'Blended Scotch, 30 ml.' },
  },
  'Johnnie Walker Black Label': {
    es: {
      name: 'Johnnie Walker Black Label',
      description: 'Whisky escocés de mezcla, 12 años, 30 ml.',
    },
    de: { name: 'Johnnie Walker Black Label', description: 'Blended Scotch, 12 Jahre, 30 ml.' },
  },
  'Amrut Fusion': {
    es: { name: 'Amrut Fusion', description: 'Single malt indio de Bengaluru, 30 ml.' },
    de: { name: 'Amrut Fusion', description: 'Indischer Single Malt aus Bengaluru, 30 ml.' },
  },
  'Glenfiddich 12': {
    es: { name: 'Glenfiddich 12', description: 'Single malt de Speyside, 30 ml.' },
    de: { name: 'Glenfiddich 12', description: 'Single Malt aus der Speyside, 30 ml.' },
  },
  'Rum, Gin & Vodka': {
    es: { name: 'Ron, ginebra y vodka' },
    de: { name: 'Rum, Gin und Wodka' },
  },
  'Old Monk': {
    es: { name: 'Old Monk', description: 'Ron oscuro, añejado siete años, 30 ml.' },
    de: { name: 'Old Monk', description: 'Dunkler Rum, sieben Jahre gereift, 30 ml.' },
  },
  'Greater Than Gin': {
    es: { name: 'Greater Than Gin', description: 'Ginebra London dry de Goa, 30 ml.' },
    de: { name: 'Greater Than Gin', description: 'London Dry Gin aus Goa, 30 ml.' },
  },
  Absolut: {
    es: { name: 'Absolut', description: 'Vodka sueco, 30 ml.' },
    de: { name: 'Absolut', description: 'Schwedischer Wodka, 30 ml.' },
  },

  // ---- Cocktails & Mocktails
  'Cocktails & Mocktails': {
    es: { name: 'Cócteles y mocktails', description: 'Agitados y mezclados en el Yorker Bar.' },
    de: {
      name: 'Cocktails und Mocktails',
      description: 'Geschüttelt und gerührt in der Yorker Bar.',
    },
  },
  Cocktails: {
    es: { name: 'Cócteles' },
    de: { name: 'Cocktails' },
  },
  Mocktails: {
    es: { name: 'Cócteles sin alcohol', description: 'Sin alcohol: se aplica un 5 % de GST.' },
    de: { name: 'Alkoholfreie Cocktails', description: 'Ohne Alkohol: Es gilt 5 % GST.' },
  },
  'Classic Mojito': {
    es: { name: 'Mojito clásico', description: 'Ron blanco, menta, lima y soda.' },
    de: { name: 'Klassischer Mojito', description: 'Weißer Rum, Minze, Limette und Soda.' },
  },
  'Whisky Sour': {
    es: { name: 'Whisky sour', description: 'Bourbon, limón, azúcar y amargo de Angostura.' },
    de: { name: 'Whisky Sour', description: 'Bourbon, Zitrone, Zucker und Angostura Bitters.' },
  },
  'Gin and Tonic': {
    es: { name: 'Gin tonic', description: 'Ginebra de Goa, tónica india, pepino y lima.' },
    de: { name: 'Gin Tonic', description: 'Gin aus Goa, Indian Tonic, Gurke und Limette.' },
  },
  Cosmopolitan: {
    es: { name: 'Cosmopolitan', description: 'Vodka, triple sec, arándano rojo y lima.' },
    de: { name: 'Cosmopolitan', description: 'Wodka, Triple Sec, Cranberry und Limette.' },
  },
  'Long Island Iced Tea': {
    es: {
      name: 'Long Island Iced Tea',
      description: 'Vodka, ginebra, ron, tequila y triple sec con cola.',
    },
    de: {
      name: 'Long Island Iced Tea',
      description: 'Wodka, Gin, Rum, Tequila und Triple Sec mit Cola.',
    },
  },
  'Virgin Mojito': {
    es: { name: 'Mojito sin alcohol', description: 'Menta, lima y soda.' },
    de: { name: 'Virgin Mojito', description: 'Minze, Limette und Soda.' },
  },
  'Kokum Cooler': {
    es: {
      name: 'Refresco de kokum',
      description: 'Kokum, sal negra y comino tostado con soda.',
    },
    de: {
      name: 'Kokum Cooler',
      description: 'Kokum, Schwarzsalz und gerösteter Kreuzkümmel mit Soda.',
    },
  },
  'Virgin Piña Colada': {
    es: { name: 'Piña colada sin alcohol', description: 'Piña, crema de coco y hielo picado.' },
    de: { name: 'Virgin Piña Colada', description: 'Ananas, Kokoscreme und Crushed Ice.' },
  },

  // ---- Bar Snacks
  'Bar Snacks': {
    es: { name: 'Para picar', description: 'Platitos para acompañar la bebida.' },
    de: { name: 'Bar-Snacks', description: 'Kleine Teller zum Drink.' },
  },
  'Masala Peanuts': {
    es: {
      name: 'Maní masala',
      description: 'Maní tostado mezclado con cebolla, tomate, chile y lima.',
    },
    de: {
      name: 'Masala-Erdnüsse',
      description: 'Geröstete Erdnüsse mit Zwiebeln, Tomaten, Chili und Limette.',
    },
  },
  'Masala Papad': {
    es: {
      name: 'Masala papad',
      description: 'Papad tostado cubierto de cebolla, tomate y chaat masala.',
    },
    de: {
      name: 'Masala Papad',
      description: 'Gerösteter Papad mit Zwiebeln, Tomaten und Chaat Masala.',
    },
  },
  'French Fries': {
    es: { name: 'Papas fritas', description: 'Con sal o peri-peri.' },
    de: { name: 'Pommes frites', description: 'Gesalzen oder Peri-Peri.' },
  },
  'Butter Garlic Popcorn': {
    es: { name: 'Palomitas de mantequilla y ajo', description: 'Un bol para compartir.' },
    de: { name: 'Butter-Knoblauch-Popcorn', description: 'Eine Schüssel zum Teilen.' },
  },
  'Chilli Cheese Toast': {
    es: {
      name: 'Tostada de queso y chile',
      description: 'Pan tostado con cheddar, chile verde y cilantro.',
    },
    de: {
      name: 'Chili-Käse-Toast',
      description: 'Toastbrot mit Cheddar, grüner Chili und Koriander.',
    },
  },
  'Chicken Lollipop': {
    es: {
      name: 'Alitas de pollo lollipop',
      description: 'Seis alitas limpiadas a la francesa en masa picante, con salsa Schezwan.',
    },
    de: {
      name: 'Chicken Lollipop',
      description: 'Sechs französisch geputzte Flügel in scharfem Teig, mit Schezwan-Sauce.',
    },
  },
  'Chicken Seekh Kebab': {
    es: {
      name: 'Seekh kebab de pollo',
      description: 'Pollo molido en brocheta, del tandoor.',
    },
    de: {
      name: 'Hähnchen-Seekh-Kebab',
      description: 'Hähnchenhack am Spieß aus dem Tandoor.',
    },
  },
  'Fish Fingers': {
    es: {
      name: 'Bastones de pescado',
      description: 'Bastones de basa empanizados con salsa tártara.',
    },
    de: { name: 'Fischstäbchen', description: 'Panierte Basa-Stäbchen mit Sauce tartare.' },
  },
};
