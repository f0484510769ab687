import type { PageBlock } from '@club/contracts';
import { PAGE_BLOCKS } from '@club/contracts/core';
import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useAllowedScreens } from '../../../lib/screens-context';
import { keyMap, type TKey } from '../../../lib/i18n';
import { BanquetsCard } from '../../banquets';
import { RoomTypesCard } from '../../chambers';
import { PageBody, type LiveBlocks } from '../../content';
import { usePageTitle } from '../../settings';
import { usePreview } from '../api/preview';
import { ExampleCard } from '../components/example-card';
import { escapeHtml, fillMarkup } from '../components/markup';

/** The block tokens drawn as the facility pages draw them (facility-page.tsx). */
const BLOCKS: LiveBlocks = {
  'chambers.tariffs': <RoomTypesCard />,
  'banquets.prices': <BanquetsCard />,
};

/** Where the office keeps what a block shows (none: a limit the bookings keep). */
const KEPT_IN: Record<PageBlock, { path: string; labelKey: TKey } | null> = {
  'chambers.tariffs': { path: PATHS.chambersManageRooms, labelKey: 'nav.items.chambersRooms' },
  'banquets.prices': { path: PATHS.banquetsManage, labelKey: 'nav.items.banquetsHalls' },
  'chambers.cancellation': { path: PATHS.contentSettings, labelKey: 'nav.items.contentSettings' },
  'chambers.stay': null,
  'banquets.cancellation': { path: PATHS.contentSettings, labelKey: 'nav.items.contentSettings' },
};

const TOKENS = Object.keys(PAGE_BLOCKS) as PageBlock[];
const BLOCK_TITLES = keyMap('showcases:blockTitle.', TOKENS);
const BLOCK_TEXTS = keyMap('showcases:blockText.', TOKENS);
/** A token no block answers to: it stays as typed. */
const MISTYPED = '{{chambers.tarifs}}';

/**
 * The content showcase (SPEC.md §2, roles A and U): every live block a page's text may place
 * (contracts' PAGE_BLOCKS, docs/content-blocks.md), drawn now from the data the bookings use,
 * with the markup to paste and the screen where that data is kept.
 */
export default function ContentShowcasePage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('showcases:content.title'));
  const screens = useAllowedScreens();
  const markup = useMemo(() => {
    const lead = escapeHtml(t('showcases:sample.inlineLead'));
    const one = (token: PageBlock) =>
      PAGE_BLOCKS[token].kind === 'block' ? `<p>{{${token}}}</p>` : `<p>${lead} {{${token}}}</p>`;
    const unknown = fillMarkup(t('showcases:sample.unknown', { skipInterpolation: true }), {
      token: MISTYPED,
    });
    return [...TOKENS.map(one), `<p>${unknown}</p>`];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the samples follow the language
  }, [t, i18n.language]);
  const kept = usePreview(markup).data?.html;

  const keptIn = (token: PageBlock) => {
    const where = KEPT_IN[token];
    if (!where) return null;
    const label = t(where.labelKey);
    const open = screens.some((s) => s.path === where.path);
    return (
      <Text size="sm">
        {open ? (
          <Anchor component={Link} to={where.path}>
            {t('showcases:content.keptIn', { screen: label })}
          </Anchor>
        ) : (
          t('showcases:content.keptIn', { screen: label })
        )}
      </Text>
    );
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('showcases:content.title')}</Title>
        <Text c="dimmed" maw={760}>
          {t('showcases:content.intro')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {TOKENS.map((token, i) => {
          const block = PAGE_BLOCKS[token].kind === 'block';
          return (
            <ExampleCard
              key={token}
              id={token.replace('.', '-')}
              title={t(BLOCK_TITLES[token])}
              text={t(BLOCK_TEXTS[token])}
              markup={markup[i]!}
              kept={kept?.[i]}
              note={
                <Stack gap={4} mt={6}>
                  <Group gap="xs">
                    <Badge variant="light" color={block ? 'blue' : 'grape'}>
                      {t(block ? 'showcases:content.block' : 'showcases:content.inline')}
                    </Badge>
                  </Group>
                  <Text size="sm">
                    {t(block ? 'showcases:content.drawnOn' : 'showcases:content.drawnAnywhere')}
                  </Text>
                  {keptIn(token)}
                </Stack>
              }
              preview={kept ? <PageBody html={kept[i] ?? ''} blocks={BLOCKS} /> : null}
            />
          );
        })}
        <ExampleCard
          id="unknown"
          title={t('showcases:content.unknownTitle')}
          text={t('showcases:content.unknownText')}
          markup={markup[TOKENS.length]!}
          kept={kept?.[TOKENS.length]}
          preview={kept ? <PageBody html={kept[TOKENS.length] ?? ''} blocks={BLOCKS} /> : null}
        />
      </SimpleGrid>
    </Stack>
  );
}
