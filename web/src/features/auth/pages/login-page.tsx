import {
  memberLoginRequest,
  staffLoginRequest,
  type MemberLoginRequest,
  type StaffLoginRequest,
} from '@club/contracts';
import { Anchor, Button, Group, PasswordInput, Stack, Tabs, TextInput } from '@mantine/core';
import { IconId, IconUser } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { useKeepTypedFields, useTypedBeforeApp } from '../../../lib/typed-before-app';
import { usePageTitle } from '../../settings';
import { useMemberLogin } from '../api/member-login';
import { useStaffLogin } from '../api/staff-login';
import { AuthCard } from '../components/auth-card';
import { PATHS } from '../../../app/paths';

function MemberForm({ from }: { from: string | null }) {
  const { t } = useTranslation();
  const login = useMemberLogin(from);
  const form = useZodForm<MemberLoginRequest>(memberLoginRequest, {
    initialValues: useTypedBeforeApp({ memberCode: '', pin: '' }),
  });
  const ref = useRef<HTMLFormElement>(null);
  useKeepTypedFields(form, ref);
  return (
    <form
      ref={ref}
      method="post"
      noValidate
      aria-label={t('auth:login.memberTab')}
      onSubmit={form.onSubmit((values) =>
        login.mutate(values, { onError: (e) => applyProblemToForm(form, e) }),
      )}
    >
      <Stack gap="sm">
        <TextInput
          label={t('auth:login.memberCode')}
          autoComplete="username"
          autoCapitalize="characters"
          required
          data-typed="memberCode"
          {...form.getInputProps('memberCode')}
        />
        <PasswordInput
          label={t('auth:login.pin')}
          autoComplete="current-password"
          inputMode="numeric"
          required
          data-typed="pin"
          {...form.getInputProps('pin')}
        />
        <Button type="submit" loading={login.isPending} fullWidth mt="xs">
          {t('auth:login.submitMember')}
        </Button>
      </Stack>
    </form>
  );
}

function StaffForm({ from }: { from: string | null }) {
  const { t } = useTranslation();
  const login = useStaffLogin(from);
  const form = useZodForm<StaffLoginRequest>(staffLoginRequest, {
    initialValues: useTypedBeforeApp({ staffCode: '', password: '' }),
  });
  const ref = useRef<HTMLFormElement>(null);
  useKeepTypedFields(form, ref);
  return (
    <form
      ref={ref}
      method="post"
      noValidate
      aria-label={t('auth:login.staffTab')}
      onSubmit={form.onSubmit((values) =>
        login.mutate(values, { onError: (e) => applyProblemToForm(form, e) }),
      )}
    >
      <Stack gap="sm">
        <TextInput
          label={t('auth:login.staffCode')}
          autoComplete="username"
          required
          data-typed="staffCode"
          {...form.getInputProps('staffCode')}
        />
        <PasswordInput
          label={t('auth:login.password')}
          autoComplete="current-password"
          required
          data-typed="password"
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={login.isPending} fullWidth mt="xs">
          {t('auth:login.submitStaff')}
        </Button>
      </Stack>
    </form>
  );
}

export default function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth:login.title'));
  const [params] = useSearchParams();
  const from = params.get('from');
  const [tab, setTab] = useState<string | null>(params.get('tab') === 'staff' ? 'staff' : 'member');

  return (
    <AuthCard title={t('auth:login.heading')}>
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="member" leftSection={<IconUser size={16} />}>
            {t('auth:login.memberTab')}
          </Tabs.Tab>
          <Tabs.Tab value="staff" leftSection={<IconId size={16} />}>
            {t('auth:login.staffTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="member">
          <MemberForm from={from} />
          <Group justify="space-between" mt="md" gap="xs">
            <Anchor component={Link} to={PATHS.register} size="sm">
              {t('auth:login.register')}
            </Anchor>
            <Anchor component={Link} to={PATHS.forgotPin} size="sm">
              {t('auth:login.forgotPin')}
            </Anchor>
          </Group>
        </Tabs.Panel>
        <Tabs.Panel value="staff">
          <StaffForm from={from} />
          <Group justify="flex-end" mt="md">
            <Anchor component={Link} to={PATHS.forgotPassword} size="sm">
              {t('auth:login.forgotPassword')}
            </Anchor>
          </Group>
        </Tabs.Panel>
      </Tabs>
      <Anchor component={Link} to={PATHS.loginTrouble} size="sm" ta="center">
        {t('auth:login.trouble')}
      </Anchor>
    </AuthCard>
  );
}
