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
import type { $ZodType } from 'zod/v4/core';
import { Link, useSearchParams } from 'react-router';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { useKeepTypedFields, useTypedBeforeApp } from '../../../lib/typed-before-app';
import { usePageTitle } from '../../settings';
import { useMemberLogin } from '../api/member-login';
import { useStaffLogin } from '../api/staff-login';
import { AuthCard } from '../components/auth-card';
import { PATHS } from '../../../app/paths';

/** One sign-in field: its name in the form (and in `data-typed`), its label and what it is. */
interface SignInField<V> {
  name: keyof V & string;
  label: string;
  secret?: boolean;
  extra?: { autoCapitalize?: string; inputMode?: 'numeric' };
}

/**
 * A sign-in form that works before the app runs: a plain POST form whose typed values the app
 * keeps (`useKeepTypedFields`), then the app's mutation with the server's problems on the fields.
 */
function SignInForm<V extends Record<string, string>>({
  schema,
  initial,
  login,
  label,
  fields,
  submit,
}: {
  schema: $ZodType;
  initial: V;
  /** The area's sign-in mutation (a method: its own request type is one of these forms). */
  login: { mutate(values: V, o: { onError: (e: Error) => void }): void; isPending: boolean };
  label: string;
  fields: SignInField<V>[];
  submit: string;
}) {
  const form = useZodForm<Record<string, string>>(schema, {
    initialValues: useTypedBeforeApp<Record<string, string>>(initial),
  });
  const ref = useRef<HTMLFormElement>(null);
  useKeepTypedFields(form, ref);
  return (
    <form
      ref={ref}
      method="post"
      noValidate
      aria-label={label}
      onSubmit={form.onSubmit((values) =>
        login.mutate(values as V, { onError: (e) => applyProblemToForm(form, e) }),
      )}
    >
      <Stack gap="sm">
        {fields.map((f) => {
          const Input = f.secret ? PasswordInput : TextInput;
          return (
            <Input
              key={f.name}
              label={f.label}
              autoComplete={f.secret ? 'current-password' : 'username'}
              required
              data-typed={f.name}
              {...f.extra}
              {...form.getInputProps(f.name)}
            />
          );
        })}
        <Button type="submit" loading={login.isPending} fullWidth mt="xs">
          {submit}
        </Button>
      </Stack>
    </form>
  );
}

function MemberForm({ from }: { from: string | null }) {
  const { t } = useTranslation();
  return (
    <SignInForm<MemberLoginRequest>
      schema={memberLoginRequest}
      initial={{ memberCode: '', pin: '' }}
      login={useMemberLogin(from)}
      label={t('auth:login.memberTab')}
      fields={[
        {
          name: 'memberCode',
          label: t('auth:login.memberCode'),
          extra: { autoCapitalize: 'characters' },
        },
        { name: 'pin', label: t('auth:login.pin'), secret: true, extra: { inputMode: 'numeric' } },
      ]}
      submit={t('auth:login.submitMember')}
    />
  );
}

function StaffForm({ from }: { from: string | null }) {
  const { t } = useTranslation();
  return (
    <SignInForm<StaffLoginRequest>
      schema={staffLoginRequest}
      initial={{ staffCode: '', password: '' }}
      login={useStaffLogin(from)}
      label={t('auth:login.staffTab')}
      fields={[
        { name: 'staffCode', label: t('auth:login.staffCode') },
        { name: 'password', label: t('auth:login.password'), secret: true },
      ]}
      submit={t('auth:login.submitStaff')}
    />
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
