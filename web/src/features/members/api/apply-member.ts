import type { MemberDetail } from '@club/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { auditKeys } from '../../audit';
import { membersKeys } from './keys';

/**
 * After a change to a member (the mutations of this folder): the member's detail is the
 * server's answer; every list and the audit log refetch.
 */
export function useApplyMember() {
  const qc = useQueryClient();
  return (m: MemberDetail) => {
    qc.setQueryData(membersKeys.detail(m.id), m);
    void qc.invalidateQueries({ queryKey: membersKeys.lists() });
    void qc.invalidateQueries({ queryKey: auditKeys.all });
  };
}
