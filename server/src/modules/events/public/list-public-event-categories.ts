import {
  translated,
  type EventCategory,
  type Language,
  type PublicEventCategory,
  type PublicEventCategoryTree,
} from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { categoryTree } from '../categories/category-tree.ts';

/** A category as the public reads it: its name in `lang` (English when not translated). */
function toPublicCategory(c: EventCategory, lang: Language): PublicEventCategory {
  const { translations, ...rest } = c;
  return { ...rest, name: translated(c.name, translations, lang, 'name') };
}

/** The active categories in the reader's language, for the members' and the public's filters. */
export async function listPublicEventCategories(
  ctx: AppContext,
  _actor: Actor,
  input: { lang: Language },
): Promise<PublicEventCategoryTree> {
  const tree = await categoryTree(ctx.db, 'public');
  return {
    items: tree.items.map(({ children, ...root }) => ({
      ...toPublicCategory(root, input.lang),
      children: children.map((c) => toPublicCategory(c, input.lang)),
    })),
  };
}
