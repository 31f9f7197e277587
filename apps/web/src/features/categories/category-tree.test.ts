import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '@kramik/contract';
import { buildTree, missingNames, nameIn, nameValues, reorderedIds } from './category-tree';

const names = (en: string, pl = '') => ({
  'en-US': en,
  'pl-PL': pl,
  'zh-CN': '',
  'de-DE': '',
  'sv-SE': '',
  'nb-NO': '',
});

function category(
  _id: string,
  position: number,
  parentId: string | null = null,
  en = _id,
): AdminCategory {
  return { _id, slug: _id, parentId, position, names: names(en), productCount: 0 };
}

describe('buildTree', () => {
  it('puts categories and their subcategories in their set order', () => {
    const tree = buildTree([
      category('jewellery', 1),
      category('rings', 1, 'ceramics'),
      category('ceramics', 0),
      category('mugs', 0, 'ceramics'),
      category('earrings', 0, 'jewellery'),
    ]);
    expect(tree.map((c) => c._id)).toEqual(['ceramics', 'jewellery']);
    expect(tree[0]!.subcategories.map((s) => s._id)).toEqual(['mugs', 'rings']);
    expect(tree[1]!.subcategories.map((s) => s._id)).toEqual(['earrings']);
  });
});

describe('nameIn', () => {
  it('uses the viewer’s language, else English, else any name', () => {
    const c = { names: names('Ceramics', 'Ceramika') };
    expect(nameIn(c, 'pl-PL')).toBe('Ceramika');
    expect(nameIn(c, 'de-DE')).toBe('Ceramics');
    expect(nameIn({ names: { 'sv-SE': 'Keramik' } }, 'de-DE')).toBe('Keramik');
  });
});

describe('nameValues and missingNames', () => {
  it('starts a new category with six empty names, all missing', () => {
    const values = nameValues(null);
    expect(Object.keys(values)).toHaveLength(6);
    expect(missingNames(values)).toEqual(['en-US', 'pl-PL', 'zh-CN', 'de-DE', 'sv-SE', 'nb-NO']);
  });

  it('names exactly the languages left empty (blanks count as empty)', () => {
    const values = { ...nameValues({ names: names('Ceramics', 'Ceramika') }), 'sv-SE': '  ' };
    expect(missingNames(values)).toEqual(['zh-CN', 'de-DE', 'sv-SE', 'nb-NO']);
  });
});

describe('reorderedIds', () => {
  const siblings = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }];

  it('swaps with the neighbour above or below', () => {
    expect(reorderedIds(siblings, 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(reorderedIds(siblings, 1, 'down')).toEqual(['a', 'c', 'b']);
  });

  it('does nothing at the ends', () => {
    expect(reorderedIds(siblings, 0, 'up')).toBeNull();
    expect(reorderedIds(siblings, 2, 'down')).toBeNull();
  });
});
