import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListHeader } from '../../../components/list-header';
import { usePageTitle } from '../../settings';
import { useBroadcast } from '../api/get-broadcast';
import { BroadcastFacts } from '../components/broadcast-detail';
import { BroadcastTable } from '../components/broadcast-table';
import { ComposeForm } from '../components/compose-form';
import { DeliveryReport } from '../components/delivery-report';

/** The address's names: the broadcast shown (`b`: an id, or 'new'), and `edit` while changing it. */
const SHOWN = 'b'; // paths.manageBroadcastOne writes it
const EDIT = 'edit';

/**
 * /admin/message/managebroadcast ("Manage Broadcast"): the broadcasts with their filters; a new
 * one written; one opened with its facts, steps and delivery report, or changed while it is a
 * draft or scheduled. What is shown is kept in the address.
 */
export default function ManageBroadcastPage() {
  const { t } = useTranslation();
  usePageTitle(t('broadcasts:title'));
  const [params, setParams] = useSearchParams();
  const shown = params.get(SHOWN);
  const id = shown && /^\d+$/.test(shown) ? Number(shown) : null;
  const editing = params.get(EDIT) === '1';
  const show = (b: number | 'new' | null, edit = false) =>
    setParams(() => {
      const next = new URLSearchParams();
      if (b !== null) next.set(SHOWN, String(b));
      if (edit) next.set(EDIT, '1');
      return next;
    });
  const one = useBroadcast(id);

  const back = (
    <Anchor component="button" type="button" onClick={() => show(null)}>
      <IconArrowLeft size={14} aria-hidden /> {t('broadcasts:form.back')}
    </Anchor>
  );

  return (
    <Stack gap="md">
      <ListHeader
        title={t('broadcasts:title')}
        intro={t('broadcasts:intro')}
        add={shown ? undefined : { label: t('broadcasts:add'), onClick: () => show('new') }}
      />
      {shown === null && <BroadcastTable onOpen={(b) => show(b)} />}
      {shown === 'new' && (
        <>
          {back}
          <ComposeForm broadcast={null} onDone={(b) => show(b.id)} />
        </>
      )}
      {id !== null && (
        <>
          {back}
          {one.isError ? (
            <Alert color="red" role="alert" title={t('broadcasts:notFoundOffice')}>
              {t('broadcasts:notFoundHint')}
            </Alert>
          ) : !one.data ? (
            <Loader aria-label={t('common:app.loading')} />
          ) : editing && (one.data.status === 'draft' || one.data.status === 'scheduled') ? (
            <ComposeForm key={one.data.version} broadcast={one.data} onDone={(b) => show(b.id)} />
          ) : (
            <>
              <BroadcastFacts broadcast={one.data} onEdit={() => show(one.data.id, true)} />
              {one.data.status !== 'draft' && <DeliveryReport broadcast={one.data} />}
            </>
          )}
        </>
      )}
    </Stack>
  );
}
