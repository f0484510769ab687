import { Image, type ImageProps } from '@mantine/core';
import { imageSrc } from '../site-map';

/** A page photo: sized (no layout shift), lazy below the fold, from the API or the app's images. */
export function ContentImage({
  url,
  alt,
  eager = false,
  width = 1200,
  height = 800,
  ...rest
}: { url: string; alt: string; eager?: boolean; width?: number; height?: number } & Omit<
  ImageProps,
  'src'
>) {
  return (
    <Image
      src={imageSrc(url)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : 'auto'}
      radius="md"
      style={{ aspectRatio: `${width} / ${height}`, height: 'auto', width: '100%' }}
      {...rest}
    />
  );
}
