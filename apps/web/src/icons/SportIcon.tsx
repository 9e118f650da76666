/** Sport icons drawn inline (shell 2.9 sprites come with the full layout); no external images. */
const paths: Record<string, string> = {
  soccer:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 3.2 3.1 2.2-1.2 3.6h-3.8L8.9 7.4 12 5.2Zm-6.6 4.6 2.2.1 1.3 3.7-2.1 2.9-2-.7a7.9 7.9 0 0 1 .6-6Zm13.2 0a7.9 7.9 0 0 1 .6 6l-2 .7-2.1-2.9 1.3-3.7 2.2-.1ZM10 15h4l1.4 2.6-1.6 1.9a8 8 0 0 1-3.6 0l-1.6-1.9L10 15Z',
  tennis:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-7.9 9A8 8 0 0 1 11 4.1 8.5 8.5 0 0 1 4.1 11Zm0 2A10.5 10.5 0 0 0 13 4.1 8 8 0 0 1 19.9 11 10.5 10.5 0 0 0 11 19.9 8 8 0 0 1 4.1 13Zm8.9 6.9A8.5 8.5 0 0 1 19.9 13 8 8 0 0 1 13 19.9Z',
  basketball:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 2.1a8 8 0 0 1 6.9 6.9H15a10 10 0 0 0-2-5V4.1Zm-2 0V6a10 10 0 0 0-2 5H4.1A8 8 0 0 1 11 4.1ZM4.1 13H9a10 10 0 0 0 2 5v1.9A8 8 0 0 1 4.1 13Zm8.9 6.9V18a10 10 0 0 0 2-5h4.9a8 8 0 0 1-6.9 6.9ZM11 13h2v2.7a8 8 0 0 1-2 0V13Zm0-2V8.3a8 8 0 0 1 2 0V11h-2Z',
  'ice-hockey':
    'M3 4h2l4.5 10H14a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1H8.2L3 6.4V4Zm18 0h-2l-3.6 8 1.1 2.4L21 6.4V4ZM17 17a2 2 0 1 0 4 0 2 2 0 0 0-4 0Z',
  cricket:
    'M14.6 3.3 20.7 9.4 11 19.1l-2.8.7-2.8-2.8.7-2.8 8.5-10.9ZM5 18.6l.4.4L3 21.4 2.6 21 5 18.6ZM19 15a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Z',
  esport:
    'M7 7h10a5 5 0 0 1 4.9 6l-.8 4a2.5 2.5 0 0 1-4.3 1.2L14.7 16H9.3l-2.1 2.2A2.5 2.5 0 0 1 2.9 17l-.8-4A5 5 0 0 1 7 7Zm0 3v1.5H5.5v1H7V14h1v-1.5h1.5v-1H8V10H7Zm9 .5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Zm2 2a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
};

export function SportIcon({
  sportKey,
  type,
  size = 20,
}: {
  sportKey: string;
  type?: string;
  size?: number;
}) {
  const d = paths[sportKey] ?? (type === 'esport' ? paths.esport : paths.soccer);
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
