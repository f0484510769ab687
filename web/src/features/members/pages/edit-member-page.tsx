import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { MemberDetail } from '@club/contracts';
import {
  IconAlertTriangle,
  IconHistory,
  IconKey,
  IconRefresh,
  IconUserCog,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAmountLocale } from '../../../components/money-input';
import { isApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useClubFormat, usePageTitle } from '../../settings';
import { useMember } from '../api/get-member';
import { useUpdateMember } from '../api/update-member';
import { MemberForm } from '../components/member-form';
import { emptyMemberValues, updateRequestOf, valuesOf } from '../components/member-form-values';
import { ResetPinModal, StatusModal, type MemberRef } from '../components/member-modals';
import { MemberAccount } from '../components/member-account';
import { PhotoCard } from '../components/photo-card';
import { showServerErrors, useMemberForm } from '../components/use-member-form';
import { MemberStatusBadge } from '../components/member-status-badge';
import { keyMap } from '../../../lib/i18n';
import { PATHS } from '../../../app/paths';

const ACCESS_KEYS = keyMap('members:access.', ['none', 'pending', 'active']);

/**
 * /admin/member/editMember/:id: every field, photo, status, PIN reset and history. A save is
 * based on the version of the member the form was loaded with: when someone else changed the
 * member meanwhile, the server refuses it (member_changed) and the page offers a reload.
 */
export default function EditMemberPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const {
    data: member,
    isPending,
    isError,
    isFetchedAfterMount,
    isRefetching,
    refetch,
  } = useMember(id);
  usePageTitle(member ? t('members:edit.title', { code: member.code }) : t('members:edit.loading'));
  const locale = useAmountLocale();
  const today = useClubFormat().today();
  const form = useMemberForm(emptyMemberValues(today, locale));
  const update = useUpdateMember(id);
  const [statusFor, setStatusFor] = useState<MemberRef | null>(null);
  const [pinFor, setPinFor] = useState<MemberRef | null>(null);
  /** The member and version (`updatedAt`) the form holds. */
  const [loaded, setLoaded] = useState<{ id: number; version: string } | null>(null);
  /** The last save was refused: someone else changed the member. */
  const [changed, setChanged] = useState(false);

  const load = (m: MemberDetail) => {
    form.setValues(valuesOf(m, locale));
    form.resetDirty(valuesOf(m, locale));
    setLoaded({ id: m.id, version: m.updatedAt });
    setChanged(false);
  };
  /**
   * This page's own status and photo changes make a new version too: the form moves on with
   * them when it held the version they changed, so they do not read as someone else's change.
   */
  const follow = (before: string) => (m: MemberDetail) =>
    setLoaded((l) =>
      l && l.id === m.id && l.version === before ? { id: m.id, version: m.updatedAt } : l,
    );

  useEffect(() => {
    // Load once per member, from the server's answer after opening (not an older cached
    // copy); a later refetch must not overwrite what is being typed.
    if (member && isFetchedAfterMount && loaded?.id !== member.id) load(member);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [member, isFetchedAfterMount]);

  const reload = async () => {
    const fresh = await refetch();
    if (fresh.data) load(fresh.data);
  };

  if (isError) return <Alert color="red">{t('members:edit.notFound')}</Alert>;
  if (isPending || !member || loaded?.id !== member.id) return <Skeleton h={400} />;
  const name = [member.title, member.firstName, member.lastName].filter(Boolean).join(' ');
  const ref: MemberRef = {
    id: member.id,
    code: member.code,
    name,
    status: member.status,
    email: member.email,
  };

  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('members:edit.title', { code: member.code })}</Title>
          <Group gap="xs" mt={4}>
            <Text>{name}</Text>
            <MemberStatusBadge status={member.status} />
            <Badge color="dark" variant="outline">
              {t(ACCESS_KEYS[member.onlineAccess])}
            </Badge>
          </Group>
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconUserCog size={16} />}
            onClick={() => setStatusFor(ref)}
          >
            {t('members:actions.status')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconKey size={16} />}
            onClick={() => setPinFor(ref)}
          >
            {t('members:actions.resetPin')}
          </Button>
          <Button
            variant="subtle"
            component={Link}
            to={`${PATHS.audit}?entity=member&entityId=${member.id}`}
            leftSection={<IconHistory size={16} />}
          >
            {t('members:actions.history')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md">
        <PhotoCard
          id={member.id}
          name={name}
          hasPhoto={member.hasPhoto}
          version={member.updatedAt}
          onChanged={follow(member.updatedAt)}
        />
      </Paper>
      <MemberAccount id={member.id} code={member.code} />
      <MemberForm
        form={form}
        mode="edit"
        memberId={member.id}
        initial={{ code: member.code, email: member.email ?? '' }}
        submitting={update.isPending}
        onSubmit={(values) =>
          update.mutate(updateRequestOf(values, loaded.version), {
            onSuccess: (m) => {
              load(m);
              notifySuccess(t('members:edit.saved', { code: m.code }));
            },
            onError: (e) => {
              // The toast shows the problem; here the way out: reload the member.
              if (isApiError(e) && e.code === 'member_changed') setChanged(true);
              else showServerErrors(form, e);
            },
          })
        }
        extra={
          changed && (
            <Alert
              color="orange"
              icon={<IconAlertTriangle size={20} />}
              data-testid="member-changed"
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('members:edit.changed')}</Text>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconRefresh size={16} />}
                  loading={isRefetching}
                  onClick={() => void reload()}
                >
                  {t('members:edit.reload')}
                </Button>
              </Stack>
            </Alert>
          )
        }
      />
      <Anchor component={Link} to={PATHS.manageMembers}>
        {t('members:edit.back')}
      </Anchor>
      <StatusModal
        member={statusFor}
        onClose={() => setStatusFor(null)}
        onChanged={follow(member.updatedAt)}
      />
      <ResetPinModal member={pinFor} onClose={() => setPinFor(null)} />
    </Stack>
  );
}
