/** Channel names of DESIGN and shell 4.5; the real-time channel maps locale br to pt. */
export function channelLocale(locale: string): string {
  const base = locale.toLowerCase();
  return base === 'br' || base === 'pt-br' ? 'pt' : base;
}

export const publicChannel = (locale: string) => `public:${channelLocale(locale)}`;
export const matchChannel = (locale: string, matchId: number | string) =>
  `public:${channelLocale(locale)}:match:${matchId}`;
export const privateChannel = (locale: string, userId: number | string) =>
  `$private:${channelLocale(locale)}:${userId}`;
