import type { OutboxMail } from '@club/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { mailKeys } from './keys';
import { MAIL_PATHS } from './paths';

/** One mail of the outbox with its text (fetched when it is opened). */
export function useOutboxMail(id: number | null) {
  return useQuery({
    queryKey: mailKeys.mail(id ?? 0),
    queryFn: () => api<OutboxMail>(`${MAIL_PATHS.outbox}/${id}`),
    enabled: id !== null,
  });
}
