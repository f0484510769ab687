import type { Chat, ChatListItem, FeedbackCategory } from '@club/contracts';
import { FEEDBACK_CATEGORIES } from '@club/contracts/core';
import {
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowLeft, IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FilterBar, SearchFilter } from '../../../components/filter-bar';
import { useListState } from '../../../components/list-kit';
import { ListPager } from '../../../components/list-pager';
import { QueryStates } from '../../../components/query-states';
import { useReadableText } from '../../../components/status-badge';
import { showToast } from '../../../lib/notify';
import { useWidthAtLeast } from '../../../lib/viewport';
import { FEEDBACK_CATEGORY_KEYS } from '../../feedback';
import { useClubFormat, usePageTitle } from '../../settings';
import { useAssignees, useChatList, useOfficeChat } from '../api/get-chat';
import { useAssignChat, useTurnIntoFeedback } from '../api/send';
import { useChatStream } from '../api/stream';
import { Conversation } from '../components/conversation';

const SIDE = { office: true };

function ChatCard({ c, active, onOpen }: { c: ChatListItem; active: boolean; onOpen(): void }) {
  const { t } = useTranslation();
  const f = useClubFormat();
  const readable = useReadableText();
  return (
    <UnstyledButton onClick={onOpen} aria-current={active || undefined} data-testid="chat-item">
      <Card withBorder padding="sm" bg={active ? 'var(--mantine-color-blue-light)' : undefined}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={c.unread > 0 ? 700 : 500} size="sm">
            {c.memberName} ({c.memberCode})
          </Text>
          {c.unread > 0 && (
            <Badge color="red" variant="light" styles={{ label: { color: readable('red') } }}>
              {t('chat:admin.unread', { count: c.unread })}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {c.lastText || t('chat:attachment')}
        </Text>
        <Text size="xs" c="dimmed">
          {c.lastAt ? f.dateTime(c.lastAt) : ''}
          {c.assignedStaffName && ` · ${t('chat:admin.assignedTo', { name: c.assignedStaffName })}`}
        </Text>
      </Card>
    </UnstyledButton>
  );
}

function HandOver({ chat }: { chat: Chat }) {
  const { t } = useTranslation();
  const staff = useAssignees();
  const assign = useAssignChat();
  return (
    <Select
      label={t('chat:admin.handOverTo')}
      placeholder={t('chat:admin.unassigned')}
      data={(staff.data?.items ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
      value={chat.assignedStaffId === null ? null : String(chat.assignedStaffId)}
      onChange={(v) => {
        if (!v) return;
        assign.mutate(
          { id: chat.id, staffId: Number(v) },
          {
            onSuccess: (c) =>
              showToast({
                color: 'green',
                message: t('chat:admin.handedOver', { name: c.assignedStaffName ?? '' }),
              }),
          },
        );
      }}
      disabled={assign.isPending}
      w={220}
    />
  );
}

function FeedbackDialog({ chat, onClose }: { chat: Chat; onClose(): void }) {
  const { t } = useTranslation();
  const turn = useTurnIntoFeedback();
  const [category, setCategory] = useState<FeedbackCategory>('general');
  const [subject, setSubject] = useState(
    chat.messages.find((m) => m.from === 'member')?.text.slice(0, 120) ?? '',
  );
  return (
    <Modal opened onClose={onClose} title={t('chat:admin.feedbackTitle')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          turn.mutate(
            { id: chat.id, category, subject },
            {
              onSuccess: () => {
                showToast({ color: 'green', message: t('chat:admin.turned') });
                onClose();
              },
            },
          );
        }}
      >
        <Stack>
          <Text size="sm">{t('chat:admin.feedbackIntro')}</Text>
          <Select
            label={t('chat:admin.category')}
            data={FEEDBACK_CATEGORIES.map((c) => ({
              value: c,
              label: t(FEEDBACK_CATEGORY_KEYS[c]),
            }))}
            value={category}
            onChange={(v) => v && setCategory(v as FeedbackCategory)}
            allowDeselect={false}
          />
          <TextInput
            label={t('chat:admin.subject')}
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            maxLength={120}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('chat:admin.cancel')}
            </Button>
            <Button type="submit" loading={turn.isPending}>
              {t('chat:admin.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function OfficeConversation({ id, onBack }: { id: number; onBack?: () => void }) {
  const { t } = useTranslation();
  const chat = useOfficeChat(id);
  const [turning, setTurning] = useState(false);
  const c = chat.data;
  return (
    <Stack gap="sm">
      {onBack && (
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onBack}
          w="fit-content"
        >
          {t('chat:admin.back')}
        </Button>
      )}
      <QueryStates query={chat} loadingLabel={t('chat:loading')}>
        {c && (
          <Stack gap="sm">
            <Group justify="space-between" align="flex-end" wrap="wrap">
              <Title order={2} size="h3">
                {c.memberName} ({c.memberCode})
              </Title>
              <Group align="flex-end" wrap="wrap">
                <HandOver chat={c} />
                {c.status === 'open' && (
                  <Button variant="default" onClick={() => setTurning(true)}>
                    {t('chat:admin.toFeedback')}
                  </Button>
                )}
              </Group>
            </Group>
            <Conversation chat={c} side={SIDE} />
            {turning && <FeedbackDialog chat={c} onClose={() => setTurning(false)} />}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}

/**
 * /admin/apps/chat: the office's "Member chats": the open chats, unread first (badges), a
 * search by member, and the chosen conversation beside them (on a phone: the list, then the
 * conversation with the way back), with hand-over and "Turn into feedback". Live.
 */
export default function ChatsAdminPage() {
  const { t } = useTranslation();
  usePageTitle(t('chat:admin.title'));
  const wide = useWidthAtLeast(992, true);
  const list = useListState({ filters: { term: {}, chat: { pattern: /^[1-9][0-9]{0,9}$/ } } });
  const { term, chat } = list.filters;
  const chosen = chat ? Number(chat) : null;
  const page = useChatList({
    ...(term ? { term } : {}),
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
  });
  useChatStream(SIDE);
  const items = page.data?.items ?? [];
  const open = (id: number | null) => list.setFilters({ chat: id === null ? null : String(id) });

  const listPane = (
    <Stack gap="sm">
      {/* One filter in a narrow pane: the whole width, not the bar's third. */}
      <FilterBar cols={1}>
        <SearchFilter
          label={t('chat:admin.search')}
          placeholder={t('chat:admin.searchPlaceholder')}
          value={term}
          onChange={(v) => list.setFilters({ term: v })}
        />
      </FilterBar>
      <QueryStates
        query={page}
        loadingLabel={t('chat:admin.loadingList')}
        isEmpty={items.length === 0}
        empty={
          <EmptyState
            icon={<IconMessages size={28} aria-hidden />}
            title={t('chat:admin.empty')}
            hint={t('chat:admin.emptyHint')}
          />
        }
      >
        <Stack gap="xs">
          {items.map((c) => (
            <ChatCard key={c.id} c={c} active={c.id === chosen} onOpen={() => open(c.id)} />
          ))}
        </Stack>
        <ListPager
          list={list}
          pageCount={page.data?.pageCount ?? 0}
          total={page.data?.total ?? 0}
          label={t('chat:admin.title')}
        />
      </QueryStates>
    </Stack>
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('chat:admin.title')}</Title>
        <Text c="dimmed">{t('chat:admin.intro')}</Text>
      </div>
      {wide ? (
        <Grid>
          <Grid.Col span={4}>{listPane}</Grid.Col>
          <Grid.Col span={8}>
            {chosen !== null ? (
              <OfficeConversation key={chosen} id={chosen} />
            ) : (
              <Text c="dimmed">{t('chat:admin.choose')}</Text>
            )}
          </Grid.Col>
        </Grid>
      ) : chosen !== null ? (
        <OfficeConversation key={chosen} id={chosen} onBack={() => open(null)} />
      ) : (
        listPane
      )}
    </Stack>
  );
}
