import '@mantine/core/styles/Modal.css';
import { ActionIcon, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import type { ProductImage } from '@kramik/contract';
import { useReturnFocus } from '../../../components/use-return-focus';
import classes from './product-gallery.module.css';

const MAX_ZOOM = 4;
const clampZoom = (zoom: number) => Math.min(Math.max(zoom, 1), MAX_ZOOM);

interface View {
  zoom: number;
  x: number;
  y: number;
}
const WHOLE: View = { zoom: 1, x: 0, y: 0 };

/**
 * The product's photos over the whole screen, largest width. Arrows (and the buttons) move between
 * them; +, − and 0 zoom; Escape closes. On a touch screen two fingers pinch to zoom and one drags
 * the enlarged photo (pointer events on an area with `touch-action: none`, so the browser neither
 * scrolls nor zooms the page); a double tap or click toggles ×2; the mouse wheel zooms.
 */
export default function ProductLightbox({
  images,
  name,
  index,
  onIndex,
  onClose,
}: {
  images: ProductImage[];
  name: string;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const t = useT();
  useReturnFocus(true);
  const [view, setView] = useState<View>(WHOLE);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const image = images[index];
  const total = images.length;

  const go = (next: number) => {
    onIndex((next + total) % total);
    setView(WHOLE);
  };
  const zoomTo = (zoom: number) =>
    setView((v) => (clampZoom(zoom) === 1 ? WHOLE : { ...v, zoom: clampZoom(zoom) }));

  const onKeyDown = (event: globalThis.KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      ArrowRight: () => go(index + 1),
      ArrowLeft: () => go(index - 1),
      '+': () => zoomTo(view.zoom * 1.5),
      '=': () => zoomTo(view.zoom * 1.5),
      '-': () => zoomTo(view.zoom / 1.5),
      '0': () => setView(WHOLE),
    };
    const action = actions[event.key];
    if (action && total > 0) {
      event.preventDefault();
      action();
    }
  };

  // Wherever the focus is in the dialog (its close button first), the keys work.
  const keys = useRef(onKeyDown);
  useEffect(() => {
    keys.current = onKeyDown;
  });
  useEffect(() => {
    const listener = (event: globalThis.KeyboardEvent) => keys.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    try {
      // The drag goes on when the finger leaves the photo.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: nothing to capture.
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    if (pointers.current.size >= 2) {
      const from = distance();
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const to = distance();
      if (from > 0) zoomTo(view.zoom * (to / from));
      return;
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (view.zoom > 1) {
      setView((v) => ({
        ...v,
        x: v.x + (event.clientX - before.x),
        y: v.y + (event.clientY - before.y),
      }));
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
  };
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    zoomTo(view.zoom * Math.exp(-event.deltaY / 400));
  };

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      title={t('productPage.lightboxTitle', { name, index: index + 1, total })}
      closeButtonProps={{ 'aria-label': t('productPage.closePhotos') }}
      classNames={{
        content: classes.lightbox,
        header: classes.lightboxHeader,
        title: classes.lightboxTitle,
        close: classes.lightboxButton,
        body: classes.lightboxBody,
      }}
      transitionProps={{ duration: 0 }}
    >
      <div className={classes.lightboxStage} data-testid="lightbox">
        <div
          className={classes.zoomArea}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onWheel={onWheel}
          onDoubleClick={() => zoomTo(view.zoom > 1 ? 1 : 2)}
        >
          {image && (
            <img
              key={image._id}
              src={image.url}
              srcSet={image.srcset}
              sizes="100vw"
              alt={t('productPage.imageOf', { name, index: index + 1, total })}
              width={image.width}
              height={image.height}
              draggable={false}
              className={classes.lightboxImage}
              style={{
                transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})`,
              }}
              data-zoom={view.zoom}
            />
          )}
        </div>
        <Group justify="center" gap="sm" className={classes.lightboxControls}>
          {total > 1 && (
            <ActionIcon
              size={44}
              radius="xl"
              className={classes.lightboxButton}
              onClick={() => go(index - 1)}
              aria-label={t('productPage.previousPhoto')}
            >
              <span aria-hidden="true">‹</span>
            </ActionIcon>
          )}
          <ActionIcon
            size={44}
            radius="xl"
            className={classes.lightboxButton}
            onClick={() => zoomTo(view.zoom / 1.5)}
            disabled={view.zoom <= 1}
            aria-label={t('productPage.zoomOut')}
          >
            <span aria-hidden="true">−</span>
          </ActionIcon>
          <Text className={classes.lightboxCount} aria-hidden="true">
            {index + 1} / {total}
          </Text>
          <ActionIcon
            size={44}
            radius="xl"
            className={classes.lightboxButton}
            onClick={() => zoomTo(view.zoom * 1.5)}
            disabled={view.zoom >= MAX_ZOOM}
            aria-label={t('productPage.zoomIn')}
          >
            <span aria-hidden="true">+</span>
          </ActionIcon>
          {total > 1 && (
            <ActionIcon
              size={44}
              radius="xl"
              className={classes.lightboxButton}
              onClick={() => go(index + 1)}
              aria-label={t('productPage.nextPhoto')}
            >
              <span aria-hidden="true">›</span>
            </ActionIcon>
          )}
        </Group>
      </div>
    </Modal>
  );
}
