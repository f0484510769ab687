/*
 * Writes the menu pictures of the demo seed (server/src/seed/fnb.ts) into
 * web/public/images/fnb/: one standalone SVG per file below, taken from Microsoft's Fluent
 * Emoji (flat style, MIT licence) as packaged by Iconify (@iconify-json/fluent-emoji-flat),
 * and LICENSE.md beside them naming each file's source emoji. Repeatable: files no longer
 * listed are removed. Run after changing the list:
 *
 *   npm run images:fnb -w web
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { icons, info } from '@iconify-json/fluent-emoji-flat';

/** The file's name (served as `images/fnb/<name>.svg`) and the Fluent Emoji it shows. */
const FNB_IMAGES: Record<string, string> = {
  // Breakfast
  dosa: 'stuffed-flatbread',
  idli: 'rice-ball',
  vada: 'doughnut',
  flatbread: 'flatbread',
  poha: 'shallow-pan-of-food',
  eggs: 'cooking',
  'club-breakfast': 'bacon',
  pancakes: 'pancakes',
  toast: 'bread',
  // Soups, starters and the tandoor
  soup: 'bowl-with-spoon',
  'corn-soup': 'ear-of-corn',
  samosa: 'dumpling',
  fritters: 'falafel',
  kebab: 'oden',
  chicken: 'poultry-leg',
  fish: 'fish',
  prawns: 'fried-shrimp',
  'tandoori-prawns': 'shrimp',
  potato: 'potato',
  mushroom: 'mushroom',
  // Main course, rice and biryani
  curry: 'curry-rice',
  dal: 'beans',
  palak: 'leafy-green',
  kadai: 'shallow-pan-of-food',
  eggplant: 'eggplant',
  mutton: 'meat-on-bone',
  'egg-curry': 'egg',
  thali: 'bento-box',
  rice: 'cooked-rice',
  biryani: 'pot-of-food',
  // Chinese and continental
  noodles: 'steaming-bowl',
  'fried-rice': 'takeout-box',
  chilli: 'hot-pepper',
  'spring-roll': 'burrito',
  sandwich: 'sandwich',
  burger: 'hamburger',
  pasta: 'spaghetti',
  pizza: 'pizza',
  salad: 'green-salad',
  // Desserts
  'gulab-jamun': 'honey-pot',
  custard: 'custard',
  halwa: 'carrot',
  brownie: 'chocolate-bar',
  kulfi: 'soft-ice-cream',
  'ice-cream': 'ice-cream',
  fruit: 'watermelon',
  // Beverages
  chai: 'teacup-without-handle',
  coffee: 'hot-beverage',
  'green-tea': 'teapot',
  'lime-soda': 'lime',
  lassi: 'glass-of-milk',
  'mango-lassi': 'mango',
  'cold-coffee': 'bubble-tea',
  'soft-drink': 'cup-with-straw',
  juice: 'beverage-box',
  coconut: 'coconut',
  // The bar
  beer: 'beer-mug',
  'beer-pitcher': 'clinking-beer-mugs',
  wine: 'wine-glass',
  'sparkling-wine': 'bottle-with-popping-cork',
  whisky: 'tumbler-glass',
  cocktail: 'cocktail-glass',
  'long-drink': 'tropical-drink',
  peanuts: 'peanuts',
  fries: 'french-fries',
  popcorn: 'popcorn',
  cheese: 'cheese-wedge',
};

const here = path.dirname(fileURLToPath(import.meta.url));
const FNB_IMAGE_DIR = path.resolve(here, '../public/images/fnb');

const NOTICE = `Fluent Emoji Flat, (c) Microsoft Corporation, MIT licence: see LICENSE.md beside this file`;

/** One emoji as a standalone SVG file (its own viewBox; 32 × 32 units in this set). */
function emojiSvg(icon: string): string {
  const data = icons.icons[icon];
  if (!data) throw new Error(`no Fluent Emoji "${icon}" in @iconify-json/fluent-emoji-flat`);
  const width = data.width ?? icons.width ?? 16;
  const height = data.height ?? icons.height ?? 16;
  const left = data.left ?? icons.left ?? 0;
  const top = data.top ?? icons.top ?? 0;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="${left} ${top} ${width} ${height}"><!-- ${NOTICE} -->${data.body}</svg>\n`
  );
}

function licence(): string {
  const rows = Object.entries(FNB_IMAGES)
    .map(([file, icon]) => `| \`${file}.svg\` | \`${icon}\` |`)
    .join('\n');
  return `# Menu images

The pictures in this folder illustrate the demo menus of the Restaurant and the Bar
(\`server/src/seed/fnb.ts\`). They are emoji from **Fluent Emoji** by Microsoft (the flat
style), taken unchanged from the npm package \`@iconify-json/fluent-emoji-flat\` and written
out as standalone SVG files by \`web/scripts/fnb-images.ts\` (\`npm run images:fnb -w web\`).

Source: ${info.author?.url ?? 'https://github.com/microsoft/fluentui-emoji'}

| file | Fluent Emoji |
| --- | --- |
${rows}

## Licence

MIT License

Copyright (c) Microsoft Corporation.

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.

Menu photos that staff upload through the portal are stored under \`DATA_DIR/uploads\`
and are the club's own; they are not part of this repository.
`;
}

function main() {
  fs.mkdirSync(FNB_IMAGE_DIR, { recursive: true });
  const wanted = new Set(Object.keys(FNB_IMAGES).map((f) => `${f}.svg`));
  for (const old of fs.readdirSync(FNB_IMAGE_DIR)) {
    if (old.endsWith('.svg') && !wanted.has(old)) fs.rmSync(path.join(FNB_IMAGE_DIR, old));
  }
  for (const [file, icon] of Object.entries(FNB_IMAGES)) {
    if (!/^[a-z0-9-]+$/.test(file)) throw new Error(`bad image file name "${file}"`);
    fs.writeFileSync(path.join(FNB_IMAGE_DIR, `${file}.svg`), emojiSvg(icon));
  }
  fs.writeFileSync(path.join(FNB_IMAGE_DIR, 'LICENSE.md'), licence());
  console.log(`Wrote ${wanted.size} images and LICENSE.md to ${FNB_IMAGE_DIR}`);
}

main();
