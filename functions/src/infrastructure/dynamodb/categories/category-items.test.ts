import { foldName } from '@redigo/shared/text';
import { categoryItem, categoryNameMarkerId, isCategoryItem } from './category-items';

describe('the stored category', () => {
  it('is in the list of categories; its name marker is not', () => {
    const item = categoryItem({
      id: 'c-1',
      name: 'Locazioni',
      nameKey: 'locazioni',
      createdAt: 't',
      updatedAt: 't',
    });

    expect(isCategoryItem(item)).toBe(true);
    expect(isCategoryItem({ id: categoryNameMarkerId('Locazioni'), categoryId: 'c-1' })).toBe(false);
  });

  it('keeps a name to one category whatever its case and spacing', () => {
    expect(categoryNameMarkerId(' LOCAZIONI ')).toBe(categoryNameMarkerId('locazioni'));
    expect(categoryNameMarkerId('Società')).not.toBe(categoryNameMarkerId('Societa'));
  });
});

describe('the keys of a category', () => {
  it('stay within DynamoDB’s limits for the longest name of characters NFKD would expand', () => {
    const name = '\uFDFA'.repeat(100);
    const bytes = (text: string) => new TextEncoder().encode(text).length;

    expect(bytes(categoryNameMarkerId(name))).toBeLessThanOrEqual(2048);
    expect(bytes(foldName(name))).toBeLessThanOrEqual(1024);
  });
});
