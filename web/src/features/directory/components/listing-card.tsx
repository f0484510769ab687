import type { DirectoryListing } from '@club/contracts';
import { DIRECTORY_FIELDS, type DirectoryField } from '@club/contracts/core';
import { Button, Card, Checkbox, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useSaveMyListing } from '../api/my-listing';
import { FIELD_KEYS } from './labels';

/**
 * "Your listing": whether the member is listed in the directory and which contact fields they
 * share. Nobody is listed until they choose; unlisted, no other member sees them at all.
 */
export function ListingCard({ listing }: { listing: DirectoryListing }) {
  const { t } = useTranslation();
  const [listed, setListed] = useState(listing.listed);
  const [shares, setShares] = useState<DirectoryField[]>(listing.shares);
  const save = useSaveMyListing();
  const changed =
    listed !== listing.listed ||
    shares.length !== listing.shares.length ||
    shares.some((s) => !listing.shares.includes(s));

  const submit = () =>
    save.mutate(
      { listed, shares },
      {
        onSuccess: (l) =>
          notifySuccess(
            t(l.listed ? 'directory:listing.savedListed' : 'directory:listing.savedHidden'),
          ),
      },
    );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="directory-listing-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="directory-listing-title">
          {t('directory:listing.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('directory:listing.intro')}
        </Text>
        <Switch
          label={t('directory:listing.listMe')}
          checked={listed}
          onChange={(e) => setListed(e.currentTarget.checked)}
        />
        <Checkbox.Group
          label={t('directory:listing.share')}
          description={listed ? undefined : t('directory:listing.shareHidden')}
          value={shares}
          onChange={(v) => setShares(v as DirectoryField[])}
        >
          <Group gap="lg" mt="xs">
            {DIRECTORY_FIELDS.map((f) => (
              <Checkbox key={f} value={f} label={t(FIELD_KEYS[f])} disabled={!listed} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group>
          <Button onClick={submit} loading={save.isPending} disabled={!changed}>
            {t('directory:listing.save')}
          </Button>
          <Text size="sm" c="dimmed" role="status">
            {listing.listed ? t('directory:listing.nowListed') : t('directory:listing.nowHidden')}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
