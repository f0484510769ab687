import { committeeMemberRequest } from '@club/contracts';
import { useTranslation } from 'react-i18next';
import { useCommittee } from '../../api/get-committee';
import { CollectionAdmin, Thumb } from '../../components/collection-admin';

/** /admin/content/committee */
export default function CommitteeAdminPage() {
  const { t } = useTranslation();
  const { data, isPending } = useCommittee();
  const { t: l } = useTranslation('content', { keyPrefix: 'admin.committee' });
  return (
    <CollectionAdmin
      title={l('title')}
      collection="committee"
      schema={committeeMemberRequest}
      entries={data}
      loading={isPending}
      describe={(e) => String(e.name)}
      empty={{ name: '', position: '', term: '', photoUrl: null, sort: 0 }}
      fields={[
        { name: 'name', label: l('name'), kind: 'text', required: true },
        { name: 'position', label: l('position'), kind: 'text', required: true },
        { name: 'term', label: l('term'), kind: 'text' },
        { name: 'photoUrl', label: t('content:admin.photo'), kind: 'image', area: 'committee' },
        { name: 'sort', label: t('content:admin.sort'), kind: 'number' },
      ]}
      columns={[
        {
          label: t('content:admin.photo'),
          render: (e) => <Thumb url={e.photoUrl as string | null} />,
        },
        { label: l('name'), render: (e) => String(e.name) },
        { label: l('position'), render: (e) => String(e.position) },
        { label: t('content:admin.sort'), render: (e) => String(e.sort) },
      ]}
    />
  );
}
