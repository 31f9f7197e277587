import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The site's line-icon frame: 24-unit grid, current colour, hidden from screen readers. */
export function Icon({ size = 20, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A named line icon: the given shapes drawn in the `Icon` frame. */
export function defineIcon(shapes: ReactNode) {
  return function LineIcon(props: IconProps) {
    return <Icon {...props}>{shapes}</Icon>;
  };
}
