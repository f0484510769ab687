import { Anchor, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useClubFormat } from '../../settings';
import { useMemberDashboard } from '../api/get-member-dashboard';

/**
 * The month's food-and-beverage minimum of the member's membership type and what they spent
 * towards it (before tax); shown only where the club sets one for their type.
 */
export function MinimumSpendCard() {
  const { t } = useTranslation();
  const f = useClubFormat();
  const { data } = useMemberDashboard();
  const progress = data?.minimumSpend;
  if (!progress) return null;
  const { minimum, spent, month } = progress;
  const left = Math.max(0, minimum - spent);
  const percent = Math.min(100, Math.round((Math.max(0, spent) / minimum) * 100));
  return (
    <Card withBorder padding="lg" data-testid="minimum-spend">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconToolsKitchen2 size={20} aria-hidden />
          <Title order={2} size="h4">
            {t('dashboard:minimum.title', { month: f.month(month) })}
          </Title>
        </Group>
        <Text>
          {t('dashboard:minimum.spent', { spent: f.money(spent), minimum: f.money(minimum) })}
        </Text>
        <Progress
          value={percent}
          size="lg"
          color={left === 0 ? 'teal' : 'blue'}
          aria-label={t('dashboard:minimum.progress', { percent })}
        />
        <Text size="sm" c="dimmed">
          {left === 0
            ? t('dashboard:minimum.reached')
            : t('dashboard:minimum.left', { left: f.money(left) })}
        </Text>
        <Anchor component={Link} to={PATHS.orderingHome} size="sm">
          {t('dashboard:minimum.order')}
        </Anchor>
      </Stack>
    </Card>
  );
}
