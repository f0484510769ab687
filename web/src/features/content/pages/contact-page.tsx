import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubSettings, useClubTexts } from '../../settings';
import { EnquiryForm } from '../components/enquiry-form';
import { PageView } from '../components/page-view';

/** A map's directions to the club (the phone's maps app takes this link too). */
export function directionsUrl(name: string, address: string): string {
  const destination = `${name}, ${address.replace(/\s*\n\s*/g, ', ')}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

function ContactDetails() {
  const { t } = useTranslation();
  const s = useClubSettings().data;
  const texts = useClubTexts();
  if (!s) return null;
  const rows: [string, ReactNode][] = [
    [
      t('footer.address'),
      <Stack key="a" gap={4}>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {s.address}
        </Text>
        <Anchor
          size="sm"
          href={directionsUrl(s.clubName, s.address)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('content:contact.directions')}
        </Anchor>
      </Stack>,
    ],
    [
      t('footer.phone'),
      <Anchor key="p" href={`tel:${s.phone.replace(/[^+0-9]/g, '')}`}>
        {s.phone}
      </Anchor>,
    ],
    [
      t('footer.email'),
      <Anchor key="e" href={`mailto:${s.email}`} style={{ wordBreak: 'break-all' }}>
        {s.email}
      </Anchor>,
    ],
    [t('footer.clubTimings'), <Text key="c">{texts?.clubTimings}</Text>],
    [
      t('footer.officeTimings'),
      <Stack key="o" gap={0}>
        {texts?.officeHours.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Stack>,
    ],
  ];
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        {t('content:contact.details')}
      </Title>
      <Stack gap={8} component="dl" m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" fw={700}>
              {label}
            </Text>
            <Text component="dd" m={0} size="sm">
              {value}
            </Text>
          </div>
        ))}
      </Stack>
    </Card>
  );
}

export default function ContactPage() {
  return (
    <PageView slug="contactus" aside={<ContactDetails />}>
      <EnquiryForm />
    </PageView>
  );
}
