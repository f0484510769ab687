import type { ClubCheckView } from '@club/contracts';
import {
  Alert,
  Button,
  Card,
  Container,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../../lib/api';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useAnswerClubCheck, useClubCheck } from '../../api/club-check';

/** The error of a link, as the club reads it (never a raw server message). */
function useLinkError() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (isApiError(error)) {
      if (error.code === 'link_invalid' || error.status === 400)
        return t('chambers:clubCheck.invalid');
      if (error.code === 'link_expired') return t('chambers:clubCheck.expired');
      if (error.status === 404) return t('chambers:clubCheck.missing');
    }
    return t('chambers:clubCheck.error');
  };
}

/** What became of a request that no longer waits for the club. */
function Settled({ view }: { view: ClubCheckView }) {
  const { t } = useTranslation();
  const text =
    view.clubCheck === 'verified'
      ? t('chambers:clubCheck.alreadyVerified')
      : view.clubCheck === 'declined'
        ? t('chambers:clubCheck.alreadyDeclined')
        : t('chambers:clubCheck.notWaiting');
  return (
    <Alert color={view.clubCheck === 'verified' ? 'green' : 'gray'} role="status">
      {text}
    </Alert>
  );
}

/**
 * /affiliate-check?token=… : the page an affiliated club's mail links to. It shows the request
 * (the guest, the stay, the introducing member) and asks the club to press Verify or Decline
 * (what its link is for): the answer is a POST, so a mail scanner opening the link decides
 * nothing. Tampered, expired and answered links get a clear message.
 */
export default function AffiliateCheckPage() {
  const { t } = useTranslation();
  usePageTitle(t('chambers:clubCheck.pageTitle'));
  const fmt = useClubFormat();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useClubCheck(token);
  const answer = useAnswerClubCheck();
  const linkError = useLinkError();
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  const v = check.data;

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('chambers:clubCheck.pageTitle')}</Title>
        {check.isLoading && <Loader size="sm" aria-label={t('chambers:clubCheck.loading')} />}
        {(token === '' || check.error) && (
          <Alert color="red" role="alert">
            {token === '' ? t('chambers:clubCheck.invalid') : linkError(check.error)}
          </Alert>
        )}
        {v && (
          <>
            <Text>{t('chambers:clubCheck.intro', { portal: v.portalClub, club: v.clubName })}</Text>
            <Card withBorder padding="md">
              <Stack gap="xs">
                <Text size="sm">
                  <strong>{t('chambers:clubCheck.guest')}:</strong> {v.guestName} ({v.nationality})
                </Text>
                <Text size="sm">
                  <strong>{t('chambers:clubCheck.stay')}:</strong>{' '}
                  {t('chambers:clubCheck.stayText', {
                    from: fmt.date(v.checkIn),
                    to: fmt.date(v.checkOut),
                    rooms: v.rooms,
                    occupants: v.occupants,
                  })}
                </Text>
                <Text size="sm">
                  <strong>{t('chambers:clubCheck.member')}:</strong> {v.memberName} ({v.memberCode})
                </Text>
              </Stack>
            </Card>
            {done && (
              <Alert color="green" role="status">
                {v.clubCheck === 'verified'
                  ? t('chambers:clubCheck.doneVerified')
                  : t('chambers:clubCheck.doneDeclined')}
              </Alert>
            )}
            {!done && !v.waiting && <Settled view={v} />}
            {answer.error && (
              <Alert color="red" role="alert">
                {isApiError(answer.error) && answer.error.code === 'club_check_answered'
                  ? t('chambers:clubCheck.notWaiting')
                  : linkError(answer.error)}
              </Alert>
            )}
            {!done && v.waiting && (
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {t('chambers:clubCheck.expires', { at: fmt.dateTime(v.expiresAt) })}
                </Text>
                {v.action === 'verify' ? (
                  <>
                    <Text>{t('chambers:clubCheck.verifyText')}</Text>
                    <Button
                      loading={answer.isPending}
                      onClick={() => answer.mutate({ token }, { onSuccess: () => setDone(true) })}
                    >
                      {t('chambers:clubCheck.verifyButton')}
                    </Button>
                  </>
                ) : (
                  <>
                    <Text>{t('chambers:clubCheck.declineText')}</Text>
                    <TextInput
                      label={t('chambers:clubCheck.declineReason')}
                      value={reason}
                      maxLength={200}
                      onChange={(e) => setReason(e.currentTarget.value)}
                    />
                    <Button
                      color="red"
                      loading={answer.isPending}
                      onClick={() =>
                        answer.mutate(
                          { token, reason: reason.trim() },
                          { onSuccess: () => setDone(true) },
                        )
                      }
                    >
                      {t('chambers:clubCheck.declineButton')}
                    </Button>
                  </>
                )}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
