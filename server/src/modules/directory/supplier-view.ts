import type { Supplier } from '@club/contracts';
import type { suppliers } from '../../db/schema/index.ts';

export const toSupplier = ({
  createdAt: _c,
  updatedAt: _u,
  ...r
}: typeof suppliers.$inferSelect): Supplier => r;
