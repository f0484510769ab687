import { pagePath } from '@club/contracts/core';
import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClubFormat, useClubSettings, useClubTexts } from '../../features/settings';

/**
 * Public footer: the club's address, phone, email and timings from /api/settings (the office's
 * from its office hours), and links.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const s = useClubSettings().data;
  const texts = useClubTexts();
  const fmt = useClubFormat();
  const club = s?.clubName ?? t('app.defaultName');
  return (
    <Box
      component="footer"
      mt="xl"
      py="lg"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="xl">
        {s && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" mb="md">
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {t('footer.address')}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {s.address}
              </Text>
            </Stack>
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {t('footer.phone')}
              </Text>
              <Anchor size="sm" href={`tel:${s.phone.replace(/[^+0-9]/g, '')}`}>
                {s.phone}
              </Anchor>
              <Text size="sm" fw={600} mt={6}>
                {t('footer.email')}
              </Text>
              <Anchor size="sm" href={`mailto:${s.email}`}>
                {s.email}
              </Anchor>
            </Stack>
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {t('footer.clubTimings')}
              </Text>
              <Text size="sm" c="dimmed">
                {texts?.clubTimings}
              </Text>
            </Stack>
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {t('footer.officeTimings')}
              </Text>
              {texts?.officeHours.map((line) => (
                <Text key={line} size="sm" c="dimmed">
                  {line}
                </Text>
              ))}
            </Stack>
          </SimpleGrid>
        )}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {t('footer.rights', { year: fmt.year(), club })}
          </Text>
          <Group gap="md" component="nav" aria-label={t('footer.aboutUs')}>
            <Anchor component={Link} to={pagePath('aboutus')} size="xs">
              {t('footer.aboutUs')}
            </Anchor>
            <Anchor component={Link} to={pagePath('committemembers')} size="xs">
              {t('content:pages.committemembers')}
            </Anchor>
            <Anchor component={Link} to={pagePath('affiliated')} size="xs">
              {t('content:pages.affiliated')}
            </Anchor>
            <Anchor component={Link} to={pagePath('contactus')} size="xs">
              {t('content:pages.contactus')}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
