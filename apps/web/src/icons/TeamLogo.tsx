import { proxiedImage } from './image-url';

/**
 * A competitor's logo, through the image proxy (shell 7.3) at the size shown and twice that for
 * dense screens: decorative, the name is always written beside it. Width and height are fixed,
 * so it never shifts layout.
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
      src={proxiedImage(src, size)}
      srcSet={`${proxiedImage(src, size)} 1x, ${proxiedImage(src, size * 2)} 2x`}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  );
}
