import { UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import type { ProductImage } from '@kramik/contract';
import { ShopIcon } from './icons';
import classes from './shops.module.css';

/** The shop's photos: one large, the others as buttons that bring theirs forward. */
export function ShopGallery({ images, title }: { images: ProductImage[]; title: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) {
    return (
      <div className={classes.galleryPlaceholder} aria-hidden="true">
        <ShopIcon size={56} />
      </div>
    );
  }
  return (
    <div>
      <img
        className={classes.galleryMain}
        src={current.url}
        srcSet={current.srcset}
        sizes="(min-width: 62em) 560px, 100vw"
        alt={t('shops.photoAlt', { n: index + 1, total: images.length, name: title })}
        width={current.width}
        height={current.height}
      />
      {images.length > 1 && (
        <ul className={classes.galleryThumbs} aria-label={t('shops.photos')}>
          {images.map((image, i) => (
            <li key={image._id}>
              <UnstyledButton
                className={classes.galleryThumb}
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={t('shops.showPhoto', { n: i + 1, total: images.length })}
              >
                <img src={image.thumb} alt="" loading="lazy" />
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
