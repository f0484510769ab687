import { Anchor, Button, Card, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { PDF_MIME_TYPE } from '@mantine/dropzone';
import { magazineFieldsSchema, type MagazineIssue } from '@club/contracts';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyProblemToForm, useZodForm } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useClubFormat, usePageTitle } from '../../../settings';
import { issueFileUrl, useMagazine } from '../../api/get-magazine';
import { useDeleteIssue } from '../../api/delete-issue';
import { useUploadIssue } from '../../api/upload-issue';
import { ConfirmDeleteEntry, EntryTable } from '../../components/entry-list';
import { FileDrop } from '../../../../components/file-drop';

interface Values extends Record<string, unknown> {
  title: string;
  issueDate: string;
}

function UploadForm() {
  const { t } = useTranslation();
  const { t: l } = useTranslation('content', { keyPrefix: 'admin.magazine' });
  const upload = useUploadIssue();
  const fmt = useClubFormat();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useZodForm<Values>(magazineFieldsSchema, {
    initialValues: { title: '', issueDate: fmt.today() },
  });
  return (
    <Card withBorder padding="md">
      <form
        noValidate
        onSubmit={form.onSubmit((fields) => {
          if (!file) {
            setFileError(t('validation.required'));
            return;
          }
          upload.mutate(
            { fields, file },
            {
              onSuccess: () => {
                notifySuccess(l('uploaded'));
                form.reset();
                setFile(null);
              },
              onError: (e) => {
                applyProblemToForm(
                  {
                    setFieldError: (f, m) =>
                      f === 'file' ? setFileError(m) : form.setFieldError(f, m),
                  },
                  e,
                );
              },
            },
          );
        })}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={l('heading')} required {...form.getInputProps('title')} />
            <TextInput
              type="date"
              label={l('issueDate')}
              required
              {...form.getInputProps('issueDate')}
            />
          </SimpleGrid>
          <FileDrop
            label={l('file')}
            drop={
              file
                ? t('content:admin.upload.chosen', { name: file.name })
                : t('content:admin.upload.dropPdf')
            }
            hint={(size) => t('content:admin.upload.hintPdf', { size })}
            rejected={(size) => t('content:admin.upload.rejected', { size })}
            accept={PDF_MIME_TYPE}
            icon={<IconFileTypePdf size={28} aria-hidden />}
            onFile={(chosen) => {
              setFile(chosen);
              setFileError(null);
            }}
          />
          {fileError && (
            <Text c="red" size="sm" role="alert">
              {fileError}
            </Text>
          )}
          <Button
            type="submit"
            loading={upload.isPending}
            leftSection={<IconUpload size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {l('upload')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/** /admin/content/magazine: "Manage Clubman" (SPEC.md): issues uploaded as PDFs. */
export default function MagazineAdminPage() {
  const { t } = useTranslation();
  const { t: l } = useTranslation('content', { keyPrefix: 'admin.magazine' });
  usePageTitle(l('title'));
  const { data, isPending } = useMagazine();
  const [deleting, setDeleting] = useState<MagazineIssue | null>(null);
  const remove = useDeleteIssue();
  const fmt = useClubFormat();
  return (
    <Stack gap="md" maw={960}>
      <Title order={1}>{l('title')}</Title>
      <UploadForm />
      <EntryTable
        label={t('content:clubman.title')}
        entries={data}
        loading={isPending}
        loadingHeight={200}
        minWidth={480}
        empty={t('content:clubman.empty')}
        columns={[
          {
            label: l('heading'),
            render: (i) => (
              <Anchor href={issueFileUrl(i.id)} target="_blank" rel="noopener">
                {i.title}
              </Anchor>
            ),
          },
          { label: l('issueDate'), render: (i) => fmt.date(i.issueDate) },
          { label: l('size'), render: (i) => `${(i.size / 1024).toFixed(0)} KB` },
        ]}
        describe={(i) => i.title}
        onDelete={setDeleting}
      />
      <ConfirmDeleteEntry entry={deleting} onClose={() => setDeleting(null)} remove={remove} />
    </Stack>
  );
}
