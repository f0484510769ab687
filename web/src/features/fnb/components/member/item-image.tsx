import { Center, Image } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';

/** Resolves an image address: uploads are served by the API; shipped images sit under the base path. */
export const menuImageSrc = (url: string) =>
  url.startsWith('/') ? url : `${import.meta.env.BASE_URL}${url}`;

/** A menu picture (item or category) at a fixed ratio, or a plain placeholder without one. */
export function ItemImage({
  url,
  alt,
  ratio = 4 / 3,
  eager = false,
}: {
  url: string | null;
  /** '' when a text beside it already names the picture. */
  alt: string;
  ratio?: number;
  eager?: boolean;
}) {
  if (!url) {
    return (
      <Center
        bg="var(--mantine-color-default-hover)"
        c="dimmed"
        style={{ aspectRatio: String(ratio), width: '100%' }}
        aria-hidden
      >
        <IconToolsKitchen2 size={32} stroke={1.4} />
      </Center>
    );
  }
  // Drawings (the shipped SVGs) are shown whole on a light ground; photos fill the frame.
  const drawing = url.endsWith('.svg');
  return (
    <Image
      src={menuImageSrc(url)}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fit={drawing ? 'contain' : 'cover'}
      bg={drawing ? 'var(--mantine-color-default-hover)' : undefined}
      p={drawing ? '8%' : 0}
      style={{ aspectRatio: String(ratio), width: '100%', height: 'auto' }}
    />
  );
}
