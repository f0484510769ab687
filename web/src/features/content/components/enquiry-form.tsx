import { enquiryRequest } from '@club/contracts';
import { Button, Card, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { notifySuccess, successText } from '../../../lib/notify';
import { useSendEnquiry } from '../api/send-enquiry';

interface Values extends Record<string, unknown> {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** The enquiry form of /Contactus: validated here and on the server, mailed to the office. */
export function EnquiryForm() {
  const { t } = useTranslation();
  const mutation = useSendEnquiry();
  // The server renders this page: until the app has taken it over, typing would go into
  // fields the form does not know of and be lost, so they wait, disabled, until then.
  const ready = useMounted();
  const form = useZodForm<Values>(enquiryRequest, {
    initialValues: { name: '', email: '', phone: '', subject: '', message: '' },
  });
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h3" mb="sm">
        {t('content:contact.formHeading')}
      </Title>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          mutation.mutate(values, {
            onSuccess: (data) => {
              notifySuccess(successText('content:contact.sent', data.message));
              form.reset();
            },
            onError: (e) => applyProblemToForm(form, e),
          }),
        )}
      >
        <fieldset disabled={!ready} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="sm">
            <TextInput
              label={t('content:contact.name')}
              autoComplete="name"
              required
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('content:contact.email')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t('content:contact.phone')}
              type="tel"
              autoComplete="tel"
              {...form.getInputProps('phone')}
            />
            <TextInput
              label={t('content:contact.subject')}
              required
              {...form.getInputProps('subject')}
            />
            <Textarea
              label={t('content:contact.message')}
              required
              autosize
              minRows={4}
              maxRows={12}
              {...form.getInputProps('message')}
            />
            <Button type="submit" loading={mutation.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('content:contact.send')}
            </Button>
          </Stack>
        </fieldset>
      </form>
    </Card>
  );
}
