import { Anchor, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconHomeEdit, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { QueryStates } from '../../../components/query-states';
import { notifySuccess } from '../../../lib/notify';
import { useWidthAtLeast } from '../../../lib/viewport';
import { useCurrentUser } from '../../auth';
import { MyListingCard } from '../../directory';
import { MEMBER_STATUS_KEYS, MEMBERSHIP_TYPE_KEYS, PhotoPicker } from '../../members';
import { useClubFormat, usePageTitle } from '../../settings';
import { useMyProfile, useRemoveMyPhoto, useUploadMyPhoto } from '../api/my-profile';
import { DetailsForm } from '../components/details-form';
import { FamilyCard } from '../components/family-card';
import { RequestsCard } from '../components/requests-card';
import { RequestForm, type AskKind } from '../components/request-forms';
import { StaffProfile } from '../components/staff-profile';
import { WRAPPING_BUTTON } from '../components/wrapping';

const ASK_TITLES = {
  address: 'profile:ask.addressTitle',
  name: 'profile:ask.nameTitle',
  add_dependent: 'profile:ask.dependentTitle',
} as const;

/**
 * pages/profile (issue 35): a member's own profile (or the member an admin acts for); staff
 * see their own account.
 */
export default function ProfilePage() {
  const user = useCurrentUser();
  const memberView = user?.kind === 'member' || user?.actingAs != null;
  return memberView ? <MemberProfile /> : <StaffProfile />;
}

/**
 * The member's profile: the record's facts, the photo, the contact details they change alone,
 * the name and address and the family that change with the office's approval, the requests
 * sent, the directory listing, and the way to the notification choices.
 */
function MemberProfile() {
  const { t } = useTranslation();
  usePageTitle(t('profile:title'));
  const fmt = useClubFormat();
  const wide = useWidthAtLeast(768, true);
  const profile = useMyProfile();
  const upload = useUploadMyPhoto();
  const remove = useRemoveMyPhoto();
  const [asking, setAsking] = useState<AskKind | null>(null);
  const p = profile.data;
  const pendingOf = (kind: AskKind) =>
    p?.requests.some((r) => r.kind === kind && r.status === 'Pending') ?? false;

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>{t('profile:title')}</Title>
        <Text c="dimmed">{t('profile:intro')}</Text>
      </div>
      <QueryStates
        query={profile}
        errorTitle={t('profile:failed')}
        loadingLabel={t('profile:loading')}
        skeletons={3}
        skeletonHeight={120}
      >
        {p && (
          <Stack gap="lg">
            <Card withBorder padding="lg" component="section" aria-labelledby="profile-me-title">
              <Stack gap="md">
                <Title order={2} size="h4" id="profile-me-title">
                  {[p.title, p.firstName, p.lastName].filter(Boolean).join(' ')}
                </Title>
                <PhotoPicker
                  id={p.id}
                  name={`${p.firstName} ${p.lastName}`}
                  hasPhoto={p.hasPhoto}
                  version={p.updatedAt}
                  uploading={upload.isPending}
                  removing={remove.isPending}
                  onUpload={(file) =>
                    upload.mutate(file, {
                      onSuccess: () => notifySuccess(t('profile:photo.saved')),
                    })
                  }
                  onRemove={() =>
                    remove.mutate(undefined, {
                      onSuccess: () => notifySuccess(t('profile:photo.removed')),
                    })
                  }
                />
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
                  {[
                    [t('profile:facts.code'), p.code],
                    [t('profile:facts.membershipType'), t(MEMBERSHIP_TYPE_KEYS[p.membershipType])],
                    [t('profile:facts.joinedOn'), fmt.date(p.joinedOn)],
                    [t('profile:facts.status'), t(MEMBER_STATUS_KEYS[p.status])],
                  ].map(([label, value]) => (
                    <div key={label}>
                      <Text component="dt" size="xs" c="dimmed">
                        {label}
                      </Text>
                      <Text component="dd" m={0} fw={500}>
                        {value}
                      </Text>
                    </div>
                  ))}
                </SimpleGrid>
              </Stack>
            </Card>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <DetailsForm key={p.updatedAt} profile={p} />
              <Card
                withBorder
                padding="lg"
                component="section"
                aria-labelledby="profile-approval-title"
              >
                <Stack gap="sm">
                  <div>
                    <Title order={2} size="h4" id="profile-approval-title">
                      {t('profile:approval.title')}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {t('profile:approval.intro')}
                    </Text>
                  </div>
                  <div>
                    <Text size="xs" c="dimmed">
                      {t('profile:approval.name')}
                    </Text>
                    <Text fw={500}>
                      {[p.title, p.firstName, p.lastName].filter(Boolean).join(' ')}
                    </Text>
                    {pendingOf('name') && (
                      <Text size="sm" c="dimmed">
                        {t('profile:approval.waiting')}
                      </Text>
                    )}
                  </div>
                  <div>
                    <Text size="xs" c="dimmed">
                      {t('profile:approval.address')}
                    </Text>
                    <Text fw={500} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                      {p.address || t('profile:approval.noAddress')}
                    </Text>
                    {pendingOf('address') && (
                      <Text size="sm" c="dimmed">
                        {t('profile:approval.waiting')}
                      </Text>
                    )}
                  </div>
                  <Group gap="xs">
                    <Button
                      variant="light"
                      styles={WRAPPING_BUTTON}
                      leftSection={<IconHomeEdit size={16} aria-hidden />}
                      disabled={pendingOf('address')}
                      onClick={() => setAsking('address')}
                    >
                      {t('profile:approval.askAddress')}
                    </Button>
                    <Button
                      variant="light"
                      styles={WRAPPING_BUTTON}
                      leftSection={<IconSignature size={16} aria-hidden />}
                      disabled={pendingOf('name')}
                      onClick={() => setAsking('name')}
                    >
                      {t('profile:approval.askName')}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            </SimpleGrid>
            <FamilyCard profile={p} onAdd={() => setAsking('add_dependent')} />
            <RequestsCard profile={p} />
            <MyListingCard />
            <Card withBorder padding="lg" component="section" aria-labelledby="profile-more-title">
              <Stack gap="xs">
                <Title order={2} size="h4" id="profile-more-title">
                  {t('profile:more.title')}
                </Title>
                <Anchor component={Link} to={PATHS.notificationPrefs}>
                  {t('profile:more.notifications')}
                </Anchor>
                <Anchor component={Link} to={PATHS.changePin}>
                  {t('profile:more.changePin')}
                </Anchor>
                <Anchor component={Link} to={PATHS.sessions}>
                  {t('profile:more.sessions')}
                </Anchor>
                <Anchor component={Link} to={PATHS.myData}>
                  {t('profile:more.myData')}
                </Anchor>
              </Stack>
            </Card>
            <Modal
              opened={asking !== null}
              onClose={() => setAsking(null)}
              title={asking ? t(ASK_TITLES[asking]) : ''}
              fullScreen={!wide}
              closeButtonProps={{ 'aria-label': t('profile:ask.cancel') }}
            >
              {asking && <RequestForm kind={asking} profile={p} onDone={() => setAsking(null)} />}
            </Modal>
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
