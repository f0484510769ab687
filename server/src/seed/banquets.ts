import {
  banquetAddons,
  banquetCourses,
  banquetDishes,
  banquetHallPhotos,
  banquetHalls,
  banquetPackageCourses,
  banquetPackages,
} from '../db/schema/index.ts';
import type { DbOrTx } from '../db/client.ts';
import { notifyPublicData } from '../live/public-reads.ts';

/*
 * The demo club's banquets (DOMAIN.md "Banquet halls"): three halls with their costs of a
 * 4-hour and an 8-hour session (paise, before 18 % GST), and three menu packages priced per
 * guest, each letting a guest list choose so many dishes from its courses, with add-ons.
 */

const rupees = (n: number) => n * 100;

export const DEMO_HALLS = [
  {
    name: 'Crystal Hall',
    capacity: 300,
    cost4h: rupees(45000),
    cost8h: rupees(80000),
    electricity4h: rupees(6000),
    electricity8h: rupees(11000),
    projectorCost: rupees(3000),
    musicCost: rupees(8000),
    valetCost: rupees(600),
    description: 'The club’s grand hall: chandeliers, a sprung dance floor and a stage.',
    photo: 'images/banquet.svg',
  },
  {
    name: 'Garden Lawn',
    capacity: 500,
    cost4h: rupees(60000),
    cost8h: rupees(110000),
    electricity4h: rupees(8000),
    electricity8h: rupees(15000),
    projectorCost: rupees(4000),
    musicCost: rupees(10000),
    valetCost: rupees(600),
    description: 'An open lawn under the old banyan trees, for weddings and receptions.',
    photo: 'images/banner-lawn.svg',
  },
  {
    name: 'Board Room',
    capacity: 40,
    cost4h: rupees(8000),
    cost8h: rupees(14000),
    electricity4h: rupees(1000),
    electricity8h: rupees(1800),
    projectorCost: rupees(1500),
    musicCost: 0,
    valetCost: rupees(600),
    description: 'A panelled room with a long table, for meetings and small dinners.',
    photo: 'images/pavilion.svg',
  },
];

const COURSES: { name: string; dishes: [string, boolean][] }[] = [
  {
    name: 'Starters',
    dishes: [
      ['Paneer Tikka', true],
      ['Hara Bhara Kebab', true],
      ['Crispy Corn', true],
      ['Chicken Tikka', false],
      ['Fish Amritsari', false],
      ['Mutton Seekh Kebab', false],
    ],
  },
  {
    name: 'Veg main course',
    dishes: [
      ['Paneer Butter Masala', true],
      ['Dal Makhani', true],
      ['Mixed Vegetable Jalfrezi', true],
      ['Malai Kofta', true],
    ],
  },
  {
    name: 'Non-veg main course',
    dishes: [
      ['Butter Chicken', false],
      ['Mutton Rogan Josh', false],
      ['Goan Fish Curry', false],
    ],
  },
  {
    name: 'Breads',
    dishes: [
      ['Butter Naan', true],
      ['Tandoori Roti', true],
      ['Lachha Paratha', true],
    ],
  },
  {
    name: 'Rice',
    dishes: [
      ['Jeera Rice', true],
      ['Veg Biryani', true],
      ['Chicken Biryani', false],
    ],
  },
  {
    name: 'Salads',
    dishes: [
      ['Green Salad', true],
      ['Kachumber', true],
    ],
  },
  {
    name: 'Desserts',
    dishes: [
      ['Gulab Jamun', true],
      ['Rasmalai', true],
      ['Ice Cream', true],
    ],
  },
];

const PACKAGES = [
  {
    name: 'Veg Classic',
    type: 'veg' as const,
    costPerGuest: rupees(950),
    description: 'Three starters, three mains, breads, rice, salads and two desserts.',
    limits: { Starters: 3, 'Veg main course': 3, Breads: 2, Rice: 1, Salads: 2, Desserts: 2 },
    addons: [['Live Chaat Counter', rupees(150), 'per_guest']] as const,
  },
  {
    name: 'Non-Veg Classic',
    type: 'non_veg' as const,
    costPerGuest: rupees(1250),
    description: 'Four starters, veg and non-veg mains, breads, rice, salads and desserts.',
    limits: {
      Starters: 4,
      'Veg main course': 2,
      'Non-veg main course': 2,
      Breads: 2,
      Rice: 1,
      Salads: 2,
      Desserts: 2,
    },
    addons: [['Kebab Live Station', rupees(250), 'per_guest']] as const,
  },
  {
    name: 'Premium Feast',
    type: 'non_veg' as const,
    costPerGuest: rupees(1850),
    description: 'The chef’s grand spread: six starters, four mains and three desserts.',
    limits: {
      Starters: 6,
      'Veg main course': 2,
      'Non-veg main course': 2,
      Breads: 3,
      Rice: 2,
      Salads: 2,
      Desserts: 3,
    },
    addons: [['Mocktail Bar', rupees(200), 'per_guest']] as const,
  },
];

/** Seeds the demo halls, courses, dishes, packages and add-ons (in the seed's transaction). */
export async function seedBanquets(tx: DbOrTx): Promise<void> {
  for (const [i, { photo, ...hall }] of DEMO_HALLS.entries()) {
    const [row] = await tx
      .insert(banquetHalls)
      .values({ ...hall, taxRate: 1800, sort: (i + 1) * 10 })
      .returning({ id: banquetHalls.id });
    await tx.insert(banquetHallPhotos).values({ hallId: row!.id, url: photo, sort: 10 });
  }
  const courseIds = new Map<string, number>();
  for (const [i, course] of COURSES.entries()) {
    const [row] = await tx
      .insert(banquetCourses)
      .values({ name: course.name, sort: (i + 1) * 10 })
      .returning({ id: banquetCourses.id });
    courseIds.set(course.name, row!.id);
    await tx
      .insert(banquetDishes)
      .values(
        course.dishes.map(([name, veg], j) => ({ courseId: row!.id, name, veg, sort: j * 10 })),
      );
  }
  for (const [i, { limits, addons, ...pkg }] of PACKAGES.entries()) {
    const [row] = await tx
      .insert(banquetPackages)
      .values({ ...pkg, sort: (i + 1) * 10 })
      .returning({ id: banquetPackages.id });
    await tx.insert(banquetPackageCourses).values(
      Object.entries(limits).map(([course, choose]) => ({
        packageId: row!.id,
        courseId: courseIds.get(course)!,
        choose,
      })),
    );
    await tx
      .insert(banquetAddons)
      .values(
        addons.map(([name, price, pricing]) => ({ packageId: row!.id, name, price, pricing })),
      );
  }
  await tx.insert(banquetAddons).values([
    { name: 'Floral Decoration', price: rupees(15000), pricing: 'flat' },
    { name: 'DJ with Sound System', price: rupees(12000), pricing: 'flat' },
  ]);
  await notifyPublicData(tx, ['banquets']);
}
