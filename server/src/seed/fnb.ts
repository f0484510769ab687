import type { FnbDiet, FnbKitchen, FnbOutlet } from '@club/contracts';
import type { DbOrTx } from '../db/client.ts';
import { createFnbCategory, createFnbItem, createFnbSubCategory } from './fnb-factories.ts';
import { FNB_TRANSLATIONS } from './fnb-translations.ts';

/*
 * The demo club's menus (DOMAIN.md "Food and beverages"): the Restaurant's and the Bar's, as a
 * members' sports club in India runs them. Prices are paise, before tax (₹180.00 = 18000).
 * Images are the Fluent Emoji shipped under web/public/images/fnb/ (MIT, see its LICENSE.md;
 * web/scripts/fnb-images.ts writes them).
 *
 * GST (basis points):
 * - Food and non-alcoholic drinks made and served by the club: 5 % (restaurant service).
 * - Aerated soft drinks sold in their bottle or can: 28 %, the rate of aerated waters (the
 *   compensation cess on top of it is out of scope here).
 * - Alcoholic liquor for human consumption is outside GST altogether (Article 246A; the
 *   state's excise and VAT apply instead, which the menu price includes): 0 %.
 *
 * Nothing here is sold out: "sold out" is a date, and a seeded date would be stale tomorrow.
 */

const FOOD = 500;
const AERATED = 2800;
const LIQUOR = 0;

const image = (name: string) => `images/fnb/${name}.svg`;

interface ItemSpec {
  name: string;
  description: string;
  /** Paise. */
  price: number;
  diet: FnbDiet;
  image: string;
  kitchen?: FnbKitchen;
  taxRate?: number;
  /** 'HH:MM'–'HH:MM' when only then on the menu (breakfast, the lunch thalis). */
  hours?: [string, string];
  active?: boolean;
}

interface SubCategorySpec {
  name: string;
  description?: string;
  items: ItemSpec[];
}

interface CategorySpec {
  outlet: FnbOutlet;
  name: string;
  description: string;
  image: string;
  /** The kitchen and tax rate of its items unless an item says otherwise. */
  kitchen: FnbKitchen;
  taxRate: number;
  items?: ItemSpec[];
  subCategories?: SubCategorySpec[];
}

const veg = (
  name: string,
  price: number,
  img: string,
  description: string,
  more: Partial<ItemSpec> = {},
): ItemSpec => ({ name, price, description, diet: 'veg', image: img, ...more });

const nonVeg = (
  name: string,
  price: number,
  img: string,
  description: string,
  more: Partial<ItemSpec> = {},
): ItemSpec => ({ name, price, description, diet: 'non_veg', image: img, ...more });

const BREAKFAST: [string, string] = ['07:30', '11:00'];
const LUNCH: [string, string] = ['12:30', '15:30'];

const FNB_MENUS: CategorySpec[] = [
  // ---- The Restaurant
  {
    outlet: 'restaurant',
    name: 'Breakfast',
    description: 'Served from 7.30 to 11 in the morning, on the pavilion terrace or to take away.',
    image: 'dosa',
    kitchen: 'main',
    taxRate: FOOD,
    items: [
      veg(
        'Masala Dosa',
        18000,
        'dosa',
        'Crisp rice-and-lentil crêpe filled with spiced potato, with sambar and coconut chutney.',
        { hours: BREAKFAST },
      ),
      veg(
        'Idli Sambar',
        12000,
        'idli',
        'Three steamed rice cakes with sambar, coconut chutney and gunpowder.',
        { hours: BREAKFAST },
      ),
      veg(
        'Medu Vada',
        12000,
        'vada',
        'Two crisp urad-dal doughnuts with sambar and coconut chutney.',
        { hours: BREAKFAST },
      ),
      veg(
        'Aloo Paratha',
        15000,
        'flatbread',
        'Two whole-wheat parathas stuffed with spiced potato, with white butter, curd and pickle.',
        { hours: BREAKFAST },
      ),
      veg(
        'Kanda Poha',
        11000,
        'poha',
        'Flattened rice with onion, peanuts, curry leaves and lemon, topped with sev.',
        { hours: BREAKFAST },
      ),
      veg(
        'Puri Bhaji',
        14000,
        'flatbread',
        'Four puffed puris with potato bhaji and a spoon of shrikhand.',
        { hours: BREAKFAST },
      ),
      nonVeg(
        'Eggs to Order',
        16000,
        'eggs',
        'Two eggs fried, scrambled, poached or as an omelette, with buttered toast.',
        { hours: BREAKFAST },
      ),
      nonVeg(
        'Club Breakfast',
        42000,
        'club-breakfast',
        'Two eggs any style, chicken sausages, bacon, baked beans, hash brown, grilled tomato, toast and tea or coffee.',
        { hours: BREAKFAST },
      ),
      veg(
        'Buttermilk Pancakes',
        22000,
        'pancakes',
        'A stack of three with maple syrup, butter and fresh fruit.',
        { hours: BREAKFAST, kitchen: 'pastry' },
      ),
    ],
  },
  {
    outlet: 'restaurant',
    name: 'Soups & Starters',
    description: 'Something to begin with, or to share at the table.',
    image: 'samosa',
    kitchen: 'main',
    taxRate: FOOD,
    subCategories: [
      {
        name: 'Soups',
        items: [
          veg(
            'Tomato Shorba',
            13000,
            'soup',
            'Thin, peppery tomato broth with cumin and fresh coriander.',
          ),
          veg(
            'Cream of Mushroom',
            15000,
            'soup',
            'Button mushrooms and thyme, finished with cream; garlic bread on the side.',
          ),
          nonVeg(
            'Mulligatawny',
            16000,
            'soup',
            'The club’s lentil and chicken soup with apple, rice and a squeeze of lime.',
          ),
        ],
      },
      {
        name: 'Starters',
        items: [
          veg(
            'Punjabi Samosa',
            9000,
            'samosa',
            'Two pastries of spiced potato and peas, with mint and tamarind chutneys.',
          ),
          veg(
            'Onion Bhajia',
            11000,
            'fritters',
            'Onion fritters in spiced gram-flour batter, with green chutney.',
          ),
          veg(
            'Hara Bhara Kebab',
            18000,
            'fritters',
            'Spinach, green pea and potato patties cooked on the tawa.',
          ),
          nonVeg(
            'Parsi Mutton Cutlets',
            28000,
            'fritters',
            'The club classic: two minced-lamb cutlets dipped in egg and fried, with tomato gravy.',
          ),
          nonVeg(
            'Chicken 65',
            26000,
            'chilli',
            'Deep-fried chicken tossed with curry leaves, green chilli and yoghurt.',
          ),
          nonVeg(
            'Amritsari Fish',
            32000,
            'fish',
            'Basa fillets in carom-spiced batter, fried crisp, with onion rings and lemon.',
          ),
          nonVeg(
            'Prawns Koliwada',
            38000,
            'prawns',
            'Batter-fried prawns the Koli way, with a hot garlic dip.',
          ),
        ],
      },
    ],
  },
  {
    outlet: 'restaurant',
    name: 'Tandoor',
    description: 'From the clay oven, with onion rings, lemon and mint chutney.',
    image: 'kebab',
    kitchen: 'tandoor',
    taxRate: FOOD,
    items: [
      veg(
        'Paneer Tikka',
        28000,
        'kebab',
        'Cottage cheese, capsicum and onion marinated in spiced hung curd, charred on skewers.',
      ),
      veg('Tandoori Mushroom', 24000, 'mushroom', 'Button mushrooms in a smoky malai marinade.'),
      veg(
        'Bharwan Aloo',
        22000,
        'potato',
        'Potato barrels stuffed with paneer, cashew and raisins, roasted in the tandoor.',
      ),
      nonVeg(
        'Tandoori Chicken (half)',
        34000,
        'chicken',
        'Spring chicken on the bone, marinated overnight in yoghurt and Kashmiri chilli.',
      ),
      nonVeg(
        'Chicken Tikka',
        32000,
        'kebab',
        'Boneless chicken thigh in a red tikka marinade, six pieces.',
      ),
      nonVeg(
        'Murgh Malai Tikka',
        34000,
        'kebab',
        'Chicken with cream, cheese, cardamom and white pepper, six pieces.',
      ),
      nonVeg(
        'Mutton Seekh Kebab',
        38000,
        'kebab',
        'Minced lamb with ginger, green chilli and garam masala, grilled on the skewer.',
      ),
      nonVeg(
        'Tandoori Pomfret',
        48000,
        'fish',
        'A whole pomfret in ajwain and lemon marinade (about 350 g).',
      ),
      nonVeg(
        'Tandoori Prawns',
        52000,
        'tandoori-prawns',
        'Six tiger prawns in a garlic and chilli marinade.',
      ),
    ],
  },
  {
    outlet: 'restaurant',
    name: 'Main Course',
    description: 'Curries and dals, to go with rice or breads from the tandoor.',
    image: 'curry',
    kitchen: 'main',
    taxRate: FOOD,
    subCategories: [
      {
        name: 'Vegetarian',
        items: [
          veg(
            'Dal Makhani',
            24000,
            'dal',
            'Black lentils and kidney beans slow-cooked overnight with butter and cream.',
          ),
          veg(
            'Yellow Dal Tadka',
            19000,
            'dal',
            'Toor dal tempered with ghee, cumin, garlic and red chilli.',
          ),
          veg(
            'Paneer Butter Masala',
            30000,
            'curry',
            'Cottage cheese in a rich tomato, butter and cashew gravy.',
          ),
          veg('Palak Paneer', 28000, 'palak', 'Cottage cheese in a smooth spinach gravy.'),
          veg(
            'Kadai Vegetables',
            24000,
            'kadai',
            'Seasonal vegetables tossed in the kadai with capsicum and fresh-ground spices.',
          ),
          veg(
            'Pindi Chole',
            22000,
            'dal',
            'Chickpeas in a dark, tangy masala with ginger juliennes.',
          ),
          veg(
            'Baingan Bharta',
            22000,
            'eggplant',
            'Fire-roasted aubergine mashed with onion, tomato and green chilli.',
          ),
          veg(
            'Veg Thali',
            38000,
            'thali',
            'Lunch only: two vegetables, dal, paneer, raita, rice, two rotis, papad, salad and a sweet.',
            { hours: LUNCH },
          ),
        ],
      },
      {
        name: 'Non-Vegetarian',
        items: [
          nonVeg(
            'Butter Chicken',
            36000,
            'curry',
            'Tandoori chicken in a velvety tomato and butter gravy with kasuri methi.',
          ),
          nonVeg(
            'Chicken Chettinad',
            34000,
            'curry',
            'A fiery Chettinad curry of black pepper, kalpasi and roasted coconut.',
          ),
          nonVeg(
            'Mutton Rogan Josh',
            44000,
            'mutton',
            'Kashmiri lamb curry with ratan jot, fennel and dry ginger.',
          ),
          nonVeg(
            'Goan Fish Curry',
            40000,
            'fish',
            'Kingfish in a coconut and kokum curry, Goan style.',
          ),
          nonVeg('Egg Curry', 22000, 'egg-curry', 'Two boiled eggs in an onion-tomato masala.'),
          nonVeg(
            'Non-Veg Thali',
            48000,
            'thali',
            'Lunch only: chicken curry, mutton sukka, dal, a vegetable, raita, rice, two rotis, papad, salad and a sweet.',
            { hours: LUNCH },
          ),
        ],
      },
    ],
  },
  {
    outlet: 'restaurant',
    name: 'Rice & Biryani',
    description: 'Aged basmati, and dum biryanis sealed and slow-cooked in the handi.',
    image: 'biryani',
    kitchen: 'main',
    taxRate: FOOD,
    items: [
      veg('Steamed Basmati Rice', 12000, 'rice', 'A bowl of plain long-grain basmati.'),
      veg('Jeera Rice', 14000, 'rice', 'Basmati tempered with cumin and ghee.'),
      veg(
        'Curd Rice',
        15000,
        'rice',
        'Rice with curd, tempered with mustard seeds and curry leaves, with pickle.',
      ),
      veg(
        'Subz Dum Biryani',
        28000,
        'biryani',
        'Vegetables and basmati layered with saffron and fried onion, with raita.',
      ),
      nonVeg(
        'Chicken Dum Biryani',
        36000,
        'biryani',
        'Hyderabadi style, with mirchi ka salan and raita.',
      ),
      nonVeg(
        'Mutton Dum Biryani',
        44000,
        'biryani',
        'Tender lamb and basmati under a dough seal, with raita.',
      ),
    ],
  },
  {
    outlet: 'restaurant',
    name: 'Breads',
    description: 'Baked to order in the tandoor.',
    image: 'flatbread',
    kitchen: 'tandoor',
    taxRate: FOOD,
    items: [
      veg('Tandoori Roti', 4000, 'flatbread', 'Whole-wheat bread from the tandoor.'),
      veg('Butter Naan', 6000, 'flatbread', 'Leavened bread brushed with butter.'),
      veg('Garlic Naan', 8000, 'flatbread', 'Naan with chopped garlic and coriander.'),
      veg('Lachha Paratha', 7000, 'flatbread', 'Flaky, layered whole-wheat paratha.'),
      veg(
        'Amritsari Kulcha',
        9000,
        'flatbread',
        'Stuffed with spiced potato and onion, with chole on the side.',
      ),
      veg('Phulka (2)', 4000, 'flatbread', 'Puffed whole-wheat rotis from the tawa.', {
        kitchen: 'main',
      }),
    ],
  },
  {
    outlet: 'restaurant',
    name: 'Chinese',
    description: 'Indo-Chinese favourites from the wok.',
    image: 'noodles',
    kitchen: 'chinese',
    taxRate: FOOD,
    items: [
      veg('Veg Hot and Sour Soup', 14000, 'soup', 'Vegetables in a peppery, vinegar-sharp broth.'),
      nonVeg(
        'Sweet Corn Chicken Soup',
        16000,
        'corn-soup',
        'Creamed corn and shredded chicken with egg drop.',
      ),
      veg(
        'Veg Spring Rolls',
        20000,
        'spring-roll',
        'Four crisp rolls of cabbage, carrot and glass noodles, with sweet chilli sauce.',
      ),
      veg(
        'Veg Manchurian',
        24000,
        'fritters',
        'Vegetable dumplings in a garlic, ginger and soy sauce, dry or with gravy.',
      ),
      veg('Chilli Paneer', 28000, 'chilli', 'Paneer tossed with capsicum, onion and green chilli.'),
      nonVeg(
        'Chilli Chicken',
        30000,
        'chilli',
        'Crisp chicken tossed with capsicum, onion and green chilli, dry or with gravy.',
      ),
      veg('Veg Hakka Noodles', 22000, 'noodles', 'Wok-tossed noodles with shredded vegetables.'),
      nonVeg(
        'Chicken Hakka Noodles',
        26000,
        'noodles',
        'Wok-tossed noodles with chicken and vegetables.',
      ),
      veg('Veg Fried Rice', 22000, 'fried-rice', 'Fried rice with spring onion and vegetables.'),
      nonVeg(
        'Egg Fried Rice',
        24000,
        'fried-rice',
        'Fried rice with scrambled egg and spring onion.',
      ),
    ],
  },
  {
    outlet: 'restaurant',
    name: 'Continental',
    description: 'Club classics: sandwiches, grills and pasta.',
    image: 'sandwich',
    kitchen: 'main',
    taxRate: FOOD,
    items: [
      nonVeg(
        'Club Sandwich',
        28000,
        'sandwich',
        'Triple-decker of chicken, fried egg, ham, lettuce and tomato, with fries.',
      ),
      veg(
        'Bombay Masala Toast',
        16000,
        'toast',
        'Grilled sandwich of spiced potato, beetroot, cucumber and green chutney.',
      ),
      nonVeg(
        'Grilled Chicken Burger',
        30000,
        'burger',
        'Chicken breast, cheese, lettuce and chipotle mayo in a brioche bun, with fries.',
      ),
      nonVeg(
        'Fish and Chips',
        42000,
        'fish',
        'Beer-battered basa with chips, tartare sauce and mushy peas.',
      ),
      veg(
        'Penne Arrabbiata',
        30000,
        'pasta',
        'Penne in a spicy tomato and garlic sauce with basil and parmesan.',
      ),
      veg(
        'Margherita Pizza',
        34000,
        'pizza',
        'Thin-crust pizza with tomato, mozzarella and basil (10 inch).',
      ),
      veg(
        'Caesar Salad',
        26000,
        'salad',
        'Romaine, croutons and parmesan in an eggless Caesar dressing.',
      ),
    ],
  },
  {
    outlet: 'restaurant',
    name: 'Desserts',
    description: 'From the club’s pastry kitchen.',
    image: 'ice-cream',
    kitchen: 'pastry',
    taxRate: FOOD,
    items: [
      veg('Gulab Jamun', 11000, 'gulab-jamun', 'Two warm milk dumplings in rose-cardamom syrup.'),
      veg(
        'Caramel Custard',
        14000,
        'custard',
        'The club’s baked caramel custard, as it has been made since the 1950s.',
      ),
      veg(
        'Gajar Ka Halwa',
        16000,
        'halwa',
        'Red winter carrots slow-cooked in milk with ghee, khoya and nuts. Winter only.',
        { active: false },
      ),
      veg(
        'Eggless Chocolate Brownie',
        22000,
        'brownie',
        'Warm walnut brownie with vanilla ice cream and hot chocolate sauce.',
      ),
      veg('Malai Kulfi', 12000, 'kulfi', 'Slow-reduced milk kulfi with pistachio and saffron.'),
      veg('Ice Cream', 12000, 'ice-cream', 'Two scoops: vanilla, chocolate, strawberry or mango.'),
      veg('Fresh Fruit Platter', 16000, 'fruit', 'Seasonal cut fruit.'),
    ],
  },
  {
    outlet: 'restaurant',
    name: 'Beverages',
    description: 'Hot and cold drinks, all day.',
    image: 'chai',
    kitchen: 'main',
    taxRate: FOOD,
    subCategories: [
      {
        name: 'Hot',
        items: [
          veg('Masala Chai', 6000, 'chai', 'Assam tea brewed with milk, ginger and cardamom.'),
          veg(
            'Filter Coffee',
            8000,
            'coffee',
            'South Indian decoction coffee with frothed milk, in a davara-tumbler.',
          ),
          veg('Cappuccino', 14000, 'coffee', 'Double espresso with steamed, foamed milk.'),
          veg('Green Tea', 8000, 'green-tea', 'A pot of Darjeeling green tea.'),
        ],
      },
      {
        name: 'Cold',
        items: [
          veg(
            'Fresh Lime Soda',
            9000,
            'lime-soda',
            'Fresh lime with soda, sweet, salted or mixed.',
          ),
          veg('Sweet Lassi', 10000, 'lassi', 'Churned curd with sugar and a pinch of cardamom.'),
          veg('Mango Lassi', 12000, 'mango-lassi', 'Alphonso mango pulp churned with curd.'),
          veg(
            'Cold Coffee with Ice Cream',
            16000,
            'cold-coffee',
            'Blended iced coffee topped with a scoop of vanilla.',
          ),
          veg('Tender Coconut Water', 9000, 'coconut', 'Served in the shell, chilled.'),
          veg(
            'Fresh Fruit Juice',
            12000,
            'juice',
            'Sweet lime, watermelon or pineapple, pressed to order.',
          ),
          veg(
            'Aerated Soft Drink',
            6000,
            'soft-drink',
            'Thums Up, Coca-Cola, Sprite or Limca (300 ml bottle).',
            { taxRate: AERATED },
          ),
        ],
      },
    ],
  },

  // ---- The Bar (its drinks are poured at the bar; its snacks come from the kitchens)
  {
    outlet: 'bar',
    name: 'Beers',
    description: 'Chilled bottles and draught on tap.',
    image: 'beer',
    kitchen: 'bar',
    taxRate: LIQUOR,
    items: [
      veg('Draught Beer (pint)', 24000, 'beer', 'Lager on tap, 500 ml.'),
      veg('Draught Beer Pitcher', 85000, 'beer-pitcher', 'Lager on tap, 1.5 litres.'),
      veg('Kingfisher Premium', 32000, 'beer', 'Lager, 650 ml bottle.'),
      veg('Bira 91 White', 26000, 'beer', 'Wheat beer with coriander and orange peel, 330 ml.'),
      veg('Budweiser', 38000, 'beer', 'Lager, 650 ml bottle.'),
      veg('Hoegaarden', 36000, 'beer', 'Belgian wheat beer, 330 ml bottle. Not in stock.', {
        active: false,
      }),
    ],
  },
  {
    outlet: 'bar',
    name: 'Wines',
    description: 'Indian and imported wines by the glass and the bottle.',
    image: 'wine',
    kitchen: 'bar',
    taxRate: LIQUOR,
    items: [
      veg('Sula Sauvignon Blanc (glass)', 45000, 'wine', 'Crisp Nashik white, 150 ml.'),
      veg('Sula Shiraz (glass)', 45000, 'wine', 'Peppery Nashik red, 150 ml.'),
      veg(
        'Grover Zampa La Réserve (bottle)',
        320000,
        'wine',
        'Cabernet Sauvignon and Shiraz from the Nandi Hills, 750 ml.',
      ),
      veg('Fratelli Sangiovese (bottle)', 260000, 'wine', 'Medium-bodied red from Akluj, 750 ml.'),
      veg(
        'Chandon Brut (bottle)',
        450000,
        'sparkling-wine',
        'Sparkling wine made in the traditional method at Dindori, 750 ml.',
      ),
    ],
  },
  {
    outlet: 'bar',
    name: 'Whisky & Spirits',
    description: 'Served by the 30 ml peg; mixers charged separately.',
    image: 'whisky',
    kitchen: 'bar',
    taxRate: LIQUOR,
    subCategories: [
      {
        name: 'Whisky',
        items: [
          veg('Blenders Pride', 11000, 'whisky', 'Indian blended whisky, 30 ml.'),
          veg('Antiquity Blue', 12000, 'whisky', 'Indian blended whisky, 30 ml.'),
          veg('Teacher’s 50', 18000, 'whisky', 'Blended Scotch, 30 ml.'),
          veg('Johnnie Walker Black Label', 32000, 'whisky', 'Blended Scotch, 12 years, 30 ml.'),
          veg('Amrut Fusion', 30000, 'whisky', 'Indian single malt from Bengaluru, 30 ml.'),
          veg('Glenfiddich 12', 38000, 'whisky', 'Speyside single malt, 30 ml.'),
        ],
      },
      {
        name: 'Rum, Gin & Vodka',
        items: [
          veg('Old Monk', 8000, 'whisky', 'Dark rum, aged seven years, 30 ml.'),
          veg('Greater Than Gin', 14000, 'whisky', 'London dry gin from Goa, 30 ml.'),
          veg('Absolut', 20000, 'whisky', 'Swedish vodka, 30 ml.'),
        ],
      },
    ],
  },
  {
    outlet: 'bar',
    name: 'Cocktails & Mocktails',
    description: 'Shaken and stirred at the Yorker Bar.',
    image: 'cocktail',
    kitchen: 'bar',
    taxRate: LIQUOR,
    subCategories: [
      {
        name: 'Cocktails',
        items: [
          veg('Classic Mojito', 38000, 'long-drink', 'White rum, mint, lime and soda.'),
          veg('Whisky Sour', 40000, 'cocktail', 'Bourbon, lemon, sugar and Angostura bitters.'),
          veg('Gin and Tonic', 36000, 'cocktail', 'Goan gin, Indian tonic, cucumber and lime.'),
          veg('Cosmopolitan', 42000, 'cocktail', 'Vodka, triple sec, cranberry and lime.'),
          veg(
            'Long Island Iced Tea',
            52000,
            'long-drink',
            'Vodka, gin, rum, tequila and triple sec with cola.',
          ),
        ],
      },
      {
        name: 'Mocktails',
        description: 'Without alcohol: 5 % GST applies.',
        items: [
          veg('Virgin Mojito', 18000, 'long-drink', 'Mint, lime and soda.', { taxRate: FOOD }),
          veg(
            'Kokum Cooler',
            16000,
            'long-drink',
            'Kokum, black salt and roasted cumin with soda.',
            { taxRate: FOOD },
          ),
          veg('Virgin Piña Colada', 20000, 'coconut', 'Pineapple, coconut cream and crushed ice.', {
            taxRate: FOOD,
          }),
        ],
      },
    ],
  },
  {
    outlet: 'bar',
    name: 'Bar Snacks',
    description: 'Small plates to go with a drink.',
    image: 'peanuts',
    kitchen: 'main',
    taxRate: FOOD,
    items: [
      veg(
        'Masala Peanuts',
        12000,
        'peanuts',
        'Roasted peanuts tossed with onion, tomato, chilli and lime.',
      ),
      veg(
        'Masala Papad',
        8000,
        'flatbread',
        'Roasted papad topped with onion, tomato and chaat masala.',
      ),
      veg('French Fries', 14000, 'fries', 'Salted or peri-peri.'),
      veg('Butter Garlic Popcorn', 9000, 'popcorn', 'A bowl to share.'),
      veg(
        'Chilli Cheese Toast',
        18000,
        'cheese',
        'Toasted bread with cheddar, green chilli and coriander.',
      ),
      nonVeg(
        'Chicken Lollipop',
        30000,
        'chicken',
        'Six frenched wings in a spicy batter, with Schezwan sauce.',
        { kitchen: 'chinese' },
      ),
      nonVeg(
        'Chicken Seekh Kebab',
        30000,
        'kebab',
        'Minced chicken on the skewer from the tandoor.',
        { kitchen: 'tandoor' },
      ),
      nonVeg('Fish Fingers', 32000, 'fish', 'Crumbed basa fingers with tartare sauce.'),
    ],
  },
];

/**
 * Seeds the Restaurant's and the Bar's menus (the outlets themselves come with the migration),
 * each category, sub-category and item with its Spanish and German words.
 */
export async function seedFnbMenus(tx: DbOrTx) {
  const sorts = new Map<FnbOutlet, number>();
  for (const spec of FNB_MENUS) {
    const sort = (sorts.get(spec.outlet) ?? 0) + 10;
    sorts.set(spec.outlet, sort);
    const category = await createFnbCategory(tx, {
      outlet: spec.outlet,
      name: spec.name,
      description: spec.description,
      imageUrl: image(spec.image),
      translations: FNB_TRANSLATIONS[spec.name],
      sort,
    });
    const groups: { subCategoryId: number | null; items: ItemSpec[] }[] = [];
    if (spec.items) groups.push({ subCategoryId: null, items: spec.items });
    for (const [i, sub] of (spec.subCategories ?? []).entries()) {
      const row = await createFnbSubCategory(tx, {
        categoryId: category.id,
        name: sub.name,
        description: sub.description ?? '',
        translations: FNB_TRANSLATIONS[sub.name],
        sort: (i + 1) * 10,
      });
      groups.push({ subCategoryId: row.id, items: sub.items });
    }
    for (const group of groups) {
      for (const [i, item] of group.items.entries()) {
        await createFnbItem(tx, {
          categoryId: category.id,
          subCategoryId: group.subCategoryId,
          name: item.name,
          description: item.description,
          translations: FNB_TRANSLATIONS[item.name],
          price: item.price,
          diet: item.diet,
          imageUrl: image(item.image),
          kitchen: item.kitchen ?? spec.kitchen,
          taxRate: item.taxRate ?? spec.taxRate,
          availableFrom: item.hours?.[0] ?? null,
          availableTo: item.hours?.[1] ?? null,
          active: item.active ?? true,
          sort: (i + 1) * 10,
        });
      }
    }
  }
}
