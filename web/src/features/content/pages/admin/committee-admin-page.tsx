import { committeeMemberRequest } from '@club/contracts';
import { useTranslation } from 'react-i18next';
import { useCommittee } from '../../api/get-committee';
import { CollectionAdmin, Thumb } from '../../components/collection-admin';

/** /admin/content/committee */
export default function CommitteeAdminPage() {
  const { t } = useTranslation();
  const { data, isPending } = useCommittee();
  const l = (k: string) => t(`site.admin.committee.${k}`);
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
        { name: 'photoUrl', label: t('site.admin.photo'), kind: 'image', area: 'committee' },
        { name: 'sort', label: t('site.admin.sort'), kind: 'number' },
      ]}
      columns={[
        {
          label: t('site.admin.photo'),
          render: (e) => <Thumb url={e.photoUrl as string | null} />,
        },
        { label: l('name'), render: (e) => String(e.name) },
        { label: l('position'), render: (e) => String(e.position) },
        { label: t('site.admin.sort'), render: (e) => String(e.sort) },
      ]}
    />
  );
}
