import { FileInput, Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAmountLocale } from '../../../components/money-input';
import { notifySuccess } from '../../../lib/notify';
import { useClubFormat, usePageTitle, useUploadLimit } from '../../settings';
import { useCreateMember } from '../api/create-member';
import { useUploadPhoto } from '../api/upload-photo';
import { MemberForm } from '../components/member-form';
import { emptyMemberValues, requestOf } from '../components/member-form-values';
import { PHOTO_ACCEPT } from '../components/photo-card';
import { showServerErrors, useMemberForm } from '../components/use-member-form';
import { paths } from '../../../app/paths';

/** /admin/member/addMember: a new member; their first PIN goes out by mail. */
export default function AddMemberPage() {
  const { t } = useTranslation();
  const uploadLimit = useUploadLimit();
  usePageTitle(t('members:add.title'));
  const navigate = useNavigate();
  const locale = useAmountLocale();
  const today = useClubFormat().today();
  const form = useMemberForm(emptyMemberValues(today, locale));
  const create = useCreateMember();
  const upload = useUploadPhoto();
  const [photo, setPhoto] = useState<File | null>(null);

  return (
    <Stack gap="md" maw={960}>
      <div>
        <Title order={1}>{t('members:add.title')}</Title>
        <Text c="dimmed">{t('members:add.intro')}</Text>
      </div>
      <MemberForm
        form={form}
        mode="add"
        submitting={create.isPending}
        onSubmit={(values) =>
          create.mutate(requestOf(values), {
            onSuccess: async (m) => {
              // A refused photo shows its toast; the member is added all the same.
              if (photo) await upload.mutateAsync({ id: m.id, file: photo }).catch(() => undefined);
              notifySuccess(
                m.email
                  ? t('members:add.doneMailed', { code: m.code, email: m.email })
                  : t('members:add.done', { code: m.code }),
              );
              void navigate(paths.editMember(m.id));
            },
            onError: (e) => showServerErrors(form, e),
          })
        }
        extra={
          <FileInput
            label={t('members:photo.label')}
            description={t('members:photo.hint', { size: uploadLimit.size })}
            accept={PHOTO_ACCEPT}
            clearable
            clearButtonProps={{
              'aria-label': t('members:manage.clearField', { field: t('members:photo.label') }),
            }}
            leftSection={<IconPhoto size={16} />}
            value={photo}
            onChange={setPhoto}
          />
        }
      />
    </Stack>
  );
}
