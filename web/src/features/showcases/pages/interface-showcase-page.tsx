import { Button, Card, Code, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../../content';
import { usePageTitle } from '../../settings';
import { usePreview, usePreviewOwn } from '../api/preview';
import { ExampleCard } from '../components/example-card';
import {
  EXAMPLE_TEXTS,
  EXAMPLE_TITLES,
  INTERFACE_EXAMPLES,
  interfaceMarkup,
} from '../components/interface-examples';

/**
 * The interface showcase (SPEC.md §2, roles A and U): every element a page's text may hold,
 * drawn from what the server keeps of it (the allow-list a saved page is cleaned with), with
 * the markup to paste; and a box to try one's own markup.
 */
export default function InterfaceShowcasePage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('showcases:interface.title'));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the samples follow the language
  const markup = useMemo(() => interfaceMarkup(t), [t, i18n.language]);
  const pasted = INTERFACE_EXAMPLES.map((id) => markup[id]);
  const kept = usePreview(pasted).data?.html;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('showcases:interface.title')}</Title>
        <Text c="dimmed" maw={760}>
          {t('showcases:interface.intro')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {INTERFACE_EXAMPLES.map((id, i) => (
          <ExampleCard
            key={id}
            id={id}
            title={t(EXAMPLE_TITLES[id])}
            text={t(EXAMPLE_TEXTS[id])}
            markup={markup[id]}
            kept={kept?.[i]}
            preview={kept ? <RichHtml html={kept[i] ?? ''} /> : null}
          />
        ))}
      </SimpleGrid>
      <TryIt />
    </Stack>
  );
}

/** "Try your own markup": what a page would keep of it, and how it shows; nothing is saved. */
function TryIt() {
  const { t } = useTranslation();
  const [html, setHtml] = useState('');
  const [empty, setEmpty] = useState(false);
  const preview = usePreviewOwn();
  const kept = preview.data?.html[0];
  const submit = () => {
    setEmpty(!html.trim());
    // A refusal is toasted once, by the app's query client (lib/query-client.ts).
    if (html.trim()) preview.mutate(html);
  };
  return (
    <Card withBorder component="section" aria-labelledby="try-it" padding="md">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="try-it">
            {t('showcases:tryIt.title')}
          </Title>
          <Textarea
            label={t('showcases:tryIt.label')}
            description={t('showcases:tryIt.hint')}
            value={html}
            onChange={(e) => setHtml(e.currentTarget.value)}
            error={empty ? t('showcases:tryIt.empty') : undefined}
            autosize
            minRows={4}
            styles={{ input: { fontFamily: 'monospace' } }}
          />
          <div>
            <Button type="submit" loading={preview.isPending}>
              {t('showcases:tryIt.submit')}
            </Button>
          </div>
          {kept !== undefined && (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <div>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                  {t('showcases:example.preview')}
                </Text>
                <div data-testid="preview-own">
                  <RichHtml html={kept} />
                </div>
              </div>
              <div>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                  {t('showcases:example.kept')}
                </Text>
                <Code
                  block
                  data-testid="kept-own"
                  style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {kept}
                </Code>
              </div>
            </SimpleGrid>
          )}
        </Stack>
      </form>
    </Card>
  );
}
