import type { MenuItem } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { itemFormSchema, itemFormValues, itemRequest } from './item-form';

const item: MenuItem = {
  id: 5,
  outlet: 'bar',
  categoryId: 3,
  categoryName: 'Cocktails',
  subCategoryId: null,
  subCategoryName: null,
  name: 'Whisky sour',
  description: '',
  price: 65_050,
  diet: 'veg',
  imageUrl: null,
  translations: {},
  kitchen: 'bar',
  taxRate: 1800,
  availableFrom: '18:00',
  availableTo: '23:00',
  active: true,
  soldOut: false,
  sort: 2,
  updatedAt: '2026-03-01T10:00:00Z',
};

const issues = (values: Record<string, unknown>) =>
  Object.fromEntries(
    (itemFormSchema.safeParse(values).error?.issues ?? []).map((i) => [
      i.path.join('.'),
      i.message,
    ]),
  );

describe('the item form', () => {
  it('shows an item as typed (rupees, choices as text) and sends it back unchanged', () => {
    const values = itemFormValues(item, 'restaurant');
    expect(values).toMatchObject({
      outlet: 'bar',
      categoryId: '3',
      subCategoryId: null,
      price: '650.50',
      taxRate: '1800',
      availableFrom: '18:00',
    });
    expect(itemRequest(values)).toEqual({
      categoryId: 3,
      subCategoryId: null,
      name: 'Whisky sour',
      description: '',
      price: '650.50',
      diet: 'veg',
      imageUrl: null,
      translations: {},
      kitchen: 'bar',
      taxRate: 1800,
      availableFrom: '18:00',
      availableTo: '23:00',
      active: true,
      sort: 2,
    });
  });

  it("starts a new item in the list's outlet and category, with the outlet's kitchen", () => {
    expect(itemFormValues(null, 'bar', 7)).toMatchObject({
      outlet: 'bar',
      categoryId: '7',
      kitchen: 'bar',
      price: '',
      taxRate: '500',
    });
    expect(itemFormValues(null, 'restaurant').kitchen).toBe('main');
  });

  it('says what is missing or wrong, field by field', () => {
    const empty = itemFormValues(null, 'restaurant');
    expect(issues(empty)).toEqual({
      categoryId: 'validation.required',
      name: 'validation.textShort',
      price: 'validation.price',
    });
    const filled = { ...empty, categoryId: '3', name: 'Pani puri', price: '120.505' };
    expect(issues(filled)).toEqual({ price: 'validation.price' });
    expect(issues({ ...filled, price: '120.50', availableFrom: '11:00' })).toEqual({
      availableTo: 'validation.timeBoth',
    });
    expect(
      issues({ ...filled, price: '120.50', availableFrom: '20:00', availableTo: '11:00' }),
    ).toEqual({ availableTo: 'validation.timeOrder' });
    expect(issues({ ...filled, price: '120.50', taxRate: '700' })).toEqual({
      taxRate: 'validation.oneOf',
    });
  });
});
