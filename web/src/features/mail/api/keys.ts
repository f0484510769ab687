/** The query keys of the mail area (root 'mail'); the only place they are written. */
export const mailKeys = {
  all: ['mail'] as const,
  outbox: (pageIndex: number, pageSize: number) =>
    [...mailKeys.all, 'outbox', pageIndex, pageSize] as const,
  mail: (id: number) => [...mailKeys.all, 'mail', id] as const,
};
