import { affiliatedClubRequest } from '@club/contracts';
import { useTranslation } from 'react-i18next';
import { useAffiliatedClubs } from '../../api/get-affiliated';
import { CollectionAdmin } from '../../components/collection-admin';

/** /admin/content/affiliated */
export default function AffiliatedAdminPage() {
  const { t } = useTranslation();
  const { data, isPending } = useAffiliatedClubs();
  const { t: l } = useTranslation('content', { keyPrefix: 'admin.affiliated' });
  return (
    <CollectionAdmin
      title={l('title')}
      collection="affiliated"
      schema={affiliatedClubRequest}
      entries={data}
      loading={isPending}
      describe={(e) => String(e.name)}
      empty={{
        name: '',
        city: '',
        country: '',
        address: '',
        phone: '',
        email: '',
        website: '',
        photoUrl: null,
        sort: 0,
      }}
      fields={[
        { name: 'name', label: l('name'), kind: 'text', required: true },
        { name: 'city', label: l('city'), kind: 'text', required: true },
        { name: 'country', label: l('country'), kind: 'text', required: true },
        { name: 'address', label: l('address'), kind: 'text' },
        { name: 'phone', label: l('phone'), kind: 'text', type: 'tel' },
        { name: 'email', label: l('email'), kind: 'text', type: 'email' },
        { name: 'website', label: l('website'), kind: 'text', type: 'url' },
        { name: 'photoUrl', label: t('content:admin.photo'), kind: 'image', area: 'affiliated' },
        { name: 'sort', label: t('content:admin.sort'), kind: 'number' },
      ]}
      columns={[
        { label: l('name'), render: (e) => String(e.name) },
        { label: l('city'), render: (e) => `${String(e.city)}, ${String(e.country)}` },
        { label: t('content:admin.sort'), render: (e) => String(e.sort) },
      ]}
    />
  );
}
