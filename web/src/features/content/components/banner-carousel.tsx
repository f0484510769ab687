import { ActionIcon, Box, Group, Stack, Text, Title } from '@mantine/core';
import type { SiteImage } from '@club/contracts';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPause,
  IconPlayerPlay,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSrc } from '../site-map';

const INTERVAL_MS = 7000;

/** The home banner carousel: one slide at a time, previous/next, pause (WCAG 2.2.2). */
export function BannerCarousel({ slides }: { slides: SiteImage[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(
    () =>
      typeof window === 'undefined' ||
      !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
  );
  const count = slides.length;

  useEffect(() => {
    if (!playing || count < 2) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [playing, count]);

  if (count === 0) return null;
  const go = (d: number) => {
    setPlaying(false);
    setIndex((i) => (i + d + count) % count);
  };

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('content:home.carousel')}
      pos="relative"
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
    >
      {slides.map((s, i) => (
        <Box
          key={s.id}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} / ${count}`}
          hidden={i !== index}
          pos="relative"
        >
          <img
            src={imageSrc(s.url)}
            alt=""
            width={1600}
            height={640}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'low'}
            decoding="async"
            style={{
              display: 'block',
              width: '100%',
              height: 'auto',
              aspectRatio: '1600 / 640',
              objectFit: 'cover',
              minHeight: 220,
            }}
          />
          <Stack
            gap={4}
            pos="absolute"
            left={0}
            right={0}
            bottom={0}
            p={{ base: 'md', sm: 'xl' }}
            style={{ background: 'linear-gradient(transparent, rgba(0,0,0,.72))', color: '#fff' }}
          >
            <Title order={2} c="white" fz={{ base: 20, sm: 30 }}>
              {s.title}
            </Title>
            {s.caption && (
              <Text c="white" fz={{ base: 'sm', sm: 'lg' }} visibleFrom="xs">
                {s.caption}
              </Text>
            )}
          </Stack>
        </Box>
      ))}
      {count > 1 && (
        <Group gap={6} pos="absolute" top={12} right={12}>
          <ActionIcon
            variant="white"
            color="dark"
            size="lg"
            onClick={() => go(-1)}
            aria-label={t('content:home.previous')}
          >
            <IconChevronLeft size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="white"
            color="dark"
            size="lg"
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? t('content:home.pause') : t('content:home.play')}
          >
            {playing ? (
              <IconPlayerPause size={18} aria-hidden />
            ) : (
              <IconPlayerPlay size={18} aria-hidden />
            )}
          </ActionIcon>
          <ActionIcon
            variant="white"
            color="dark"
            size="lg"
            onClick={() => go(1)}
            aria-label={t('content:home.next')}
          >
            <IconChevronRight size={20} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </Box>
  );
}
