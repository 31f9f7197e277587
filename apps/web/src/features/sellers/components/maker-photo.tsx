import classes from './sellers.module.css';

/** The maker's photo, or their initial on a warm tint when there is none. */
export function MakerPhoto({
  src,
  name,
  className,
}: {
  src: string | null;
  name: string;
  className?: string;
}) {
  if (src) {
    return (
      <img src={src} alt="" className={`${classes.photo} ${className ?? ''}`} loading="lazy" />
    );
  }
  return (
    <div className={`${classes.placeholder} ${className ?? ''}`} aria-hidden="true">
      {name.trim().slice(0, 1).toUpperCase() || '·'}
    </div>
  );
}
