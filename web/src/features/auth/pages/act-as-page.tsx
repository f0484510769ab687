import { actAsRequest, type ActAsRequest } from '@club/contracts';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { usePageTitle } from '../../settings';
import { useActAs } from '../api/act-as';
import { useCurrentUser } from '../api/get-me';
import { AuthCard } from '../components/auth-card';
import { PATHS } from '../../../app/paths';

/** /loginadminmember: an admin acts as a member at the front desk. */
export default function ActAsPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth:actAs.title'));
  const acting = useCurrentUser()?.actingAs ?? null;
  const navigate = useNavigate();
  const mutation = useActAs();
  const form = useZodForm<ActAsRequest>(actAsRequest, { initialValues: { memberCode: '' } });

  return (
    <AuthCard title={t('auth:actAs.title')} intro={t('auth:actAs.intro')}>
      {acting && (
        <Alert color="yellow" icon={<IconUserShare size={20} />}>
          {t('auth:actAs.current', { name: acting.name, code: acting.code })}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          mutation.mutate(values, {
            onSuccess: () => void navigate(PATHS.dashboard),
            onError: (e) => applyProblemToForm(form, e),
          }),
        )}
      >
        <Stack gap="sm">
          <TextInput
            label={t('auth:actAs.memberCode')}
            autoComplete="off"
            required
            data-autofocus
            {...form.getInputProps('memberCode')}
          />
          <Button type="submit" loading={mutation.isPending} fullWidth mt="xs">
            {t('auth:actAs.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
