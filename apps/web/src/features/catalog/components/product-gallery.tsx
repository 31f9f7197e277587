import { UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import type { ProductImage as Image } from '@kramik/contract';
import classes from './product-gallery.module.css';
import { ProductImage } from './product-image';

// Loaded with the first click on the photo, not with the page.
const ProductLightbox = lazy(() => import('./product-lightbox'));

/**
 * The product's photos: one large, the others as thumbnails below. The thumbnails are one tab stop;
 * the arrow keys, Home and End move between them and show the photo at once.
 */
export function ProductGallery({
  images,
  productId,
  name,
}: {
  images: Image[];
  productId: string;
  name: string;
}) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = Math.min(index, Math.max(images.length - 1, 0));
  const image = images[shown] ?? null;

  const show = (next: number) => {
    setIndex(next);
    thumbs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = images.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: shown === last ? 0 : shown + 1,
      ArrowDown: shown === last ? 0 : shown + 1,
      ArrowLeft: shown === 0 ? last : shown - 1,
      ArrowUp: shown === 0 ? last : shown - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      show(next);
    }
  };

  const alt =
    images.length > 1
      ? t('productPage.imageOf', { name, index: shown + 1, total: images.length })
      : name;

  return (
    <div className={classes.gallery}>
      <div className={classes.main}>
        {image ? (
          <UnstyledButton
            className={classes.enlarge}
            onClick={() => setEnlarged(true)}
            aria-label={t('productPage.enlarge', { photo: alt })}
            aria-haspopup="dialog"
          >
            <ProductImage
              key={image._id}
              image={image}
              id={productId}
              name={name}
              alt={alt}
              sizes="(min-width: 992px) 560px, 100vw"
              priority
            />
            <span className={classes.zoomHint} aria-hidden="true">
              <svg
                viewBox="0 0 24 24"
                width="20"
                height="20"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <circle cx="11" cy="11" r="7" />
                <path d="M20 20l-4-4M11 8v6M8 11h6" />
              </svg>
            </span>
          </UnstyledButton>
        ) : (
          <ProductImage
            image={null}
            id={productId}
            name={name}
            alt={name}
            sizes="(min-width: 992px) 560px, 100vw"
            priority
          />
        )}
      </div>
      {images.length > 1 && (
        <div
          role="toolbar"
          aria-label={t('productPage.photos')}
          aria-orientation="horizontal"
          className={classes.thumbs}
          onKeyDown={onKeyDown}
        >
          {images.map((thumb, i) => (
            <UnstyledButton
              key={thumb._id}
              ref={(element) => {
                thumbs.current[i] = element;
              }}
              className={classes.thumb}
              aria-label={t('productPage.showImage', { index: i + 1, total: images.length })}
              aria-pressed={i === shown}
              tabIndex={i === shown ? 0 : -1}
              onClick={() => setIndex(i)}
            >
              <img
                src={thumb.thumb}
                alt=""
                width={thumb.width}
                height={thumb.height}
                loading="lazy"
              />
            </UnstyledButton>
          ))}
        </div>
      )}
      {enlarged && (
        <Suspense fallback={null}>
          <ProductLightbox
            images={images}
            name={name}
            index={shown}
            onIndex={setIndex}
            onClose={() => setEnlarged(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
