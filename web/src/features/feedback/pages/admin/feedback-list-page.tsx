import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListHeader } from '../../../../components/list-header';
import { usePageTitle } from '../../../settings';
import { FeedbackTable } from '../../components/staff/feedback-table';
import { FiguresPanel } from '../../components/staff/figures-panel';
import { TargetsPanel } from '../../components/staff/targets-panel';

const TABS = ['list', 'targets', 'figures'] as const;
type Tab = (typeof TABS)[number];
/** The address's name of the tab shown (the list leaves it out). */
const TAB = 'tab';

/**
 * /admin/feedbacks/FeedBacksList ("Manage Feedbacks"): the members' feedback with its filters
 * (status, category, period, member, assignee, overdue) in the address, each opening its page;
 * the response targets by category; the figures by category and month. The tab shown is kept
 * in the address too.
 */
export default function FeedbackListPage() {
  const { t } = useTranslation();
  usePageTitle(t('feedback-admin:list.title'));
  const [params, setParams] = useSearchParams();
  const raw = params.get(TAB);
  const tab: Tab = (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'list';
  const show = (next: string | null) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (!next || next === 'list') out.delete(TAB);
        else out.set(TAB, next);
        return out;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <ListHeader title={t('feedback-admin:list.title')} intro={t('feedback-admin:list.intro')} />
      <Tabs value={tab} onChange={show}>
        <Tabs.List aria-label={t('feedback-admin:list.tabs')} mb="md">
          <Tabs.Tab value="list">{t('feedback-admin:list.tabList')}</Tabs.Tab>
          <Tabs.Tab value="targets">{t('feedback-admin:list.tabTargets')}</Tabs.Tab>
          <Tabs.Tab value="figures">{t('feedback-admin:list.tabFigures')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list">{tab === 'list' && <FeedbackTable />}</Tabs.Panel>
        <Tabs.Panel value="targets">{tab === 'targets' && <TargetsPanel />}</Tabs.Panel>
        <Tabs.Panel value="figures">{tab === 'figures' && <FiguresPanel />}</Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
