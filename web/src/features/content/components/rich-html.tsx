import { Typography } from '@mantine/core';

/**
 * Shows rich text the server has already cleaned with its allow-list (sanitize-html) before
 * storing it: scripts, handlers, styles and javascript: links never reach this point.
 */
export function RichHtml({ html }: { html: string }) {
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
