import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubSettings } from '../../settings';
import { EnquiryForm } from '../components/enquiry-form';
import { PageView } from '../components/page-view';

function ContactDetails() {
  const { t } = useTranslation();
  const s = useClubSettings().data;
  if (!s) return null;
  const rows: [string, ReactNode][] = [
    [
      t('footer.address'),
      <Text key="a" style={{ whiteSpace: 'pre-line' }}>
        {s.address}
      </Text>,
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
    [t('footer.clubTimings'), <Text key="c">{s.clubTimings}</Text>],
    [t('footer.officeTimings'), <Text key="o">{s.officeTimings}</Text>],
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
