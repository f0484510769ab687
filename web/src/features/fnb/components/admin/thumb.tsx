import { Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { imageSrc } from '../../../content';

/** A row's small photo (decorative: the row names what it shows), or a placeholder. */
export function Thumb({ url }: { url: string | null }) {
  return url ? (
    <Image src={imageSrc(url)} alt="" w={56} h={40} fit="cover" radius="sm" />
  ) : (
    <Center w={56} h={40} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }}>
      <IconPhoto size={18} aria-hidden color="var(--mantine-color-dimmed)" />
    </Center>
  );
}
