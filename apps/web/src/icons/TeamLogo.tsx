import { proxiedImage } from './image-url';

/**
 * A competitor's logo, through the image proxy (shell 7.3) at twice the size shown (sharp on
 * dense screens; one URL per logo and size, so one cache entry): decorative, the name is always
 * written beside it. Width and height are fixed, so it never shifts layout.
 */
export function TeamLogo({
  src,
  size,
  lazy = true,
}: {
  src: string;
  size: number;
  lazy?: boolean;
}) {
  return (
    // The proxy is our own optimizer (avif/webp by Accept), not Next's.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={proxiedImage(src, 2 * size)}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  );
}
