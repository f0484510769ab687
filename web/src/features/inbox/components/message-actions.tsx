import type { InboxItem } from '@club/contracts';
import { INBOX_TAGS, type InboxTag } from '@club/contracts/core';
import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core';
import {
  IconBan,
  IconArrowBackUp,
  IconCheck,
  IconExclamationCircle,
  IconExclamationCircleFilled,
  IconStar,
  IconStarFilled,
  IconTag,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateInboxState } from '../api/update-state';
import { INBOX_FOLDER_KEYS, INBOX_TAG_KEYS } from './labels';

/**
 * What the member does with one message: star it, mark it important, tag it, move it to spam or
 * trash, or restore it from there. Every control is a button with its name (keyboard reachable).
 */
export function MessageActions({ item, onMoved }: { item: InboxItem; onMoved?: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateInboxState();
  const ids = [item.id];
  const away = item.folder === 'spam' || item.folder === 'trash';
  const move = (folder: 'inbox' | 'spam' | 'trash') =>
    update.mutate(
      { ids, folder },
      {
        onSuccess: () => {
          notifySuccess(
            folder === 'inbox'
              ? t('inbox:done.restored')
              : t('inbox:done.moved', { folder: t(INBOX_FOLDER_KEYS[folder]) }),
          );
          onMoved?.();
        },
      },
    );
  const toggleTag = (tag: InboxTag) =>
    update.mutate({
      ids,
      tags: item.tags.includes(tag) ? item.tags.filter((x) => x !== tag) : [...item.tags, tag],
    });
  const starLabel = item.starred ? t('inbox:actions.unstar') : t('inbox:actions.star');
  const importantLabel = item.important
    ? t('inbox:actions.notImportant')
    : t('inbox:actions.important');

  return (
    <Group gap={4} role="group" aria-label={t('inbox:actions.label')} wrap="wrap">
      <Tooltip label={starLabel}>
        <ActionIcon
          variant="subtle"
          color="yellow"
          aria-label={starLabel}
          aria-pressed={item.starred}
          data-testid="star"
          onClick={() => update.mutate({ ids, starred: !item.starred })}
        >
          {item.starred ? (
            <IconStarFilled size={18} aria-hidden />
          ) : (
            <IconStar size={18} aria-hidden />
          )}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={importantLabel}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={importantLabel}
          aria-pressed={item.important}
          onClick={() => update.mutate({ ids, important: !item.important })}
        >
          {item.important ? (
            <IconExclamationCircleFilled size={18} aria-hidden />
          ) : (
            <IconExclamationCircle size={18} aria-hidden />
          )}
        </ActionIcon>
      </Tooltip>
      <Menu closeOnItemClick={false} position="bottom-start">
        <Menu.Target>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconTag size={16} aria-hidden />}
          >
            {t('inbox:actions.tags')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {INBOX_TAGS.map((tag) => (
            <Menu.Item
              key={tag}
              role="menuitemcheckbox"
              aria-checked={item.tags.includes(tag)}
              leftSection={
                <IconCheck
                  size={14}
                  aria-hidden
                  style={{ visibility: item.tags.includes(tag) ? 'visible' : 'hidden' }}
                />
              }
              onClick={() => toggleTag(tag)}
            >
              {t(INBOX_TAG_KEYS[tag])}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {away ? (
        <MoveIcon label={t('inbox:actions.restore')} onClick={() => move('inbox')}>
          <IconArrowBackUp size={18} aria-hidden />
        </MoveIcon>
      ) : (
        <>
          <MoveIcon label={t('inbox:actions.spam')} onClick={() => move('spam')}>
            <IconBan size={18} aria-hidden />
          </MoveIcon>
          <MoveIcon label={t('inbox:actions.trash')} onClick={() => move('trash')}>
            <IconTrash size={18} aria-hidden />
          </MoveIcon>
        </>
      )}
    </Group>
  );
}

/** A move (to spam, to trash, back): an icon button named by its tooltip's words. */
function MoveIcon({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
