/**
 * A competitor's generated logo (an SVG of a few hundred bytes served by the catalog): decorative,
 * the name is always written beside it. Width and height are fixed, so it never shifts layout.
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
    // A vector image the optimizer could only pass through (shell 7.3 proxies raster images).
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  );
}
