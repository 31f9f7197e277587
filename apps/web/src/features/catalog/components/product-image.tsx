import type { CardImage, ProductImage as Image } from '@kramik/contract';
import classes from './product-image.module.css';

const SWATCHES = ['#e9d8c4', '#d9e2d3', '#e6d3d0', '#d6dde6', '#eadfc8', '#dcd2e2'];

function swatchOf(id: string) {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return SWATCHES[Math.abs(hash) % SWATCHES.length];
}

/** A card's photo (its URLs sent short) as the `<img>` takes it: the first width ≥ 480 as `src`. */
export function cardPicture(image: CardImage | null): Picture | null {
  if (!image) return null;
  const urls = image.widths.map(([w, file]) => ({ w, url: image.base + file }));
  return {
    thumb: (urls.find((u) => u.w >= 480) ?? urls.at(-1))?.url ?? '',
    srcset: urls.map((u) => `${u.url} ${u.w}w`).join(', '),
    width: image.width,
    height: image.height,
  };
}

type Picture = Pick<Image, 'thumb' | 'srcset' | 'width' | 'height'>;

/**
 * A product photo filling a 4:3 frame, from the smallest width that suits `sizes`; without a photo,
 * the name's initial on a warm tint. Decorative by default: the name is always written beside it.
 */
export function ProductImage({
  image,
  id,
  name,
  sizes,
  alt = '',
  priority = false,
}: {
  image: Picture | null;
  id: string;
  name: string;
  sizes: string;
  alt?: string;
  /** The page's main image: loaded at once instead of when scrolled near. */
  priority?: boolean;
}) {
  if (!image) {
    return (
      <div
        className={classes.placeholder}
        style={{ background: swatchOf(id) }}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        <span className={classes.initial}>{name.trim().slice(0, 1).toUpperCase() || '·'}</span>
      </div>
    );
  }
  return (
    <img
      className={classes.image}
      src={image.thumb}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
