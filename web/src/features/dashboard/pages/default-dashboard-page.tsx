import type { SessionUser } from '@club/contracts';
import { ROLE } from '@club/contracts/core';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAllowedScreens } from '../../../lib/screens-context';
import { useCurrentUser } from '../../auth';
import { useClubFormat, usePageTitle } from '../../settings';
import { AccountOverview } from '../../statements';
import { ROLE_KEYS } from '../../../lib/text-keys';
import { MEMBER_STATUS_KEYS, MemberStatusBadge } from '../../members';
import { PATHS } from '../../../app/paths';
import { MemberCards } from '../components/member-cards';
import { MinimumSpendCard } from '../components/minimum-spend-card';

/** A time at the club (the club's time zone, the reader's format). */
function useFormatDate() {
  return useClubFormat().dateTime;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <div style={{ marginTop: 4 }}>{children}</div>
    </Card>
  );
}

function MemberDashboard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const format = useFormatDate();
  const acting = user.actingAs;
  const name = acting?.name ?? user.name;
  const code = acting?.code ?? user.code;
  const status = acting?.status ?? user.memberStatus;
  const restricted = status === 'Suspended' || status === 'Lapsed';

  return (
    <Stack gap="lg">
      <Title order={1}>{t('dashboard:welcome', { name })}</Title>
      {acting && (
        <Alert color="yellow" icon={<IconInfoCircle size={20} />}>
          {t('dashboard:actingNote')}
        </Alert>
      )}
      {restricted && status && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={20} />}
          title={t('dashboard:restrictedTitle', { status: t(MEMBER_STATUS_KEYS[status]) })}
          data-testid="membership-warning"
        >
          {t('dashboard:restrictedText')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Fact label={t('dashboard:memberCode')}>
          <Text fw={600} size="lg">
            {code}
          </Text>
        </Fact>
        <Fact label={t('dashboard:status')}>
          {status ? (
            <MemberStatusBadge status={status} size="lg" />
          ) : (
            <Text>{t('common.notAvailable')}</Text>
          )}
        </Fact>
        {!acting && (
          <Fact label={t('dashboard:lastLogin')}>
            <Text>{user.lastLoginAt ? format(user.lastLoginAt) : t('dashboard:firstLogin')}</Text>
          </Fact>
        )}
      </SimpleGrid>
      <AccountOverview />
      <MinimumSpendCard />
      <MemberCards />
    </Stack>
  );
}

function StaffDashboard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const format = useFormatDate();
  const screens = useAllowedScreens().filter((s) => s.path.toLowerCase() !== PATHS.dashboard);
  const staffRoles = user.roles.filter((r) => r !== ROLE.member);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('dashboard:welcome', { name: user.name })}</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Fact label={t('dashboard:role')}>
          <Group gap="xs">
            {staffRoles.map((r) => (
              <Badge key={r} size="lg" variant="outline">
                {t(ROLE_KEYS[r])}
              </Badge>
            ))}
          </Group>
        </Fact>
        <Fact label={t('dashboard:staffCode')}>
          <Text fw={600} size="lg">
            {user.code}
          </Text>
        </Fact>
        <Fact label={t('dashboard:lastLogin')}>
          <Text>{user.lastLoginAt ? format(user.lastLoginAt) : t('dashboard:firstLogin')}</Text>
        </Fact>
      </SimpleGrid>
      {screens.length > 0 && (
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="sm">
            {t('dashboard:yourScreens')}
          </Title>
          <List spacing="xs">
            {screens.map((s) => (
              <List.Item key={s.path}>
                <Anchor component={Link} to={s.path}>
                  {t(s.labelKey)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Card>
      )}
    </Stack>
  );
}

/** /dashboards/default: the welcome page after sign-in. */
export default function DefaultDashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('dashboard:title'));
  const user = useCurrentUser();
  if (!user) return null;
  if (user.kind === 'member' || user.actingAs) return <MemberDashboard user={user} />;
  return <StaffDashboard user={user} />;
}
