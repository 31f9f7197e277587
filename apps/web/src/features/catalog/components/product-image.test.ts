import { describe, expect, it } from 'vitest';
import { cardPicture } from './product-image';

describe('cardPicture', () => {
  it("rebuilds a card photo's src and srcset from its short form", () => {
    const base = '/media/products/p1/i1-';
    const picture = cardPicture({
      base,
      widths: [
        [320, '320.webp'],
        [640, '640.webp'],
        [1280, '1280.webp'],
      ],
      width: 1280,
      height: 960,
    });
    expect(picture).toEqual({
      thumb: `${base}640.webp`,
      srcset: `${base}320.webp 320w, ${base}640.webp 640w, ${base}1280.webp 1280w`,
      width: 1280,
      height: 960,
    });
  });

  it('takes the largest width when none reaches 480, and no photo as none', () => {
    const small = {
      base: 'https://cdn.example/a-',
      widths: [[300, '320.webp']] as [number, string][],
    };
    expect(cardPicture({ ...small, width: 300, height: 200 })?.thumb).toBe(
      'https://cdn.example/a-320.webp',
    );
    expect(cardPicture(null)).toBeNull();
  });
});
