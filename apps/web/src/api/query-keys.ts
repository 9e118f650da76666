/** One place for query keys, so prefetch on the server and reads in the browser agree. */
export const queryKeys = {
  sports: (locale: string) => ['sports', locale] as const,
};
