import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  List,
  Loader,
  Modal,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconFileText } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api';
import type { TKey } from '../lib/i18n';
import { useClubFormat } from '../features/settings';
import { FORM_STYLE } from './form-style';

/** One line of a booking's status history, as every area's booking answers it. */
export interface BookingStepLine {
  step: string;
  by: string;
  at: string;
}

/** The dialog a staff step opens (its panel is the children). */
export interface StepDialog {
  opened: boolean;
  title: string;
  /** The close button's name. */
  closeLabel: string;
  onClose(): void;
  children: ReactNode;
}

/** A step button's look, besides the filled one. */
const STEP_LOOKS = {
  outline: { variant: 'outline' },
  'red outline': { variant: 'outline', color: 'red' },
  'red subtle': { variant: 'subtle', color: 'red' },
} as const;

/** One of the staff's steps on a booking's page, as its button shows it. */
export interface StepButton<B extends { status: string }, T extends string> {
  step: T;
  /** The button's text. */
  label: TKey;
  /** The statuses the step is taken from: the button shows only while the booking is in one. */
  from: readonly B['status'][];
  /** What else the step needs (a function is completed from its day on: `today` is the club's). */
  when?(booking: B, today: string): boolean;
  /** Filled unless said: outline, or red for a refusal (outline) or a cancellation (subtle). */
  look?: keyof typeof STEP_LOOKS;
  /** Taken at once, without a dialog: the button shows it under way (`pending`). */
  atOnce?: boolean;
}

/**
 * The staff's steps for a booking, in the order given: each shows while the booking's status is
 * one of its `from` (and its `when` holds); `onStep` opens the step's dialog or takes it.
 * Nothing when no step applies.
 */
export function StepButtons<B extends { status: string }, T extends string>({
  booking,
  steps,
  onStep,
  pending,
}: {
  booking: B;
  steps: readonly StepButton<B, T>[];
  onStep(step: NoInfer<T>): void;
  /** A step taken at once is under way. */
  pending?: boolean;
}) {
  const { t } = useTranslation();
  const today = useClubFormat().today();
  const shown = steps.filter(
    (s) => s.from.includes(booking.status) && (!s.when || s.when(booking, today)),
  );
  if (shown.length === 0) return null;
  return (
    <Group gap="sm">
      {shown.map((s) => (
        <Button
          key={s.step}
          {...(s.look ? STEP_LOOKS[s.look] : {})}
          onClick={() => onStep(s.step)}
          loading={s.atOnce ? pending : undefined}
        >
          {t(s.label)}
        </Button>
      ))}
    </Group>
  );
}

/**
 * The staff's page of one booking (chambers, banquets, events): the way back to the list, the
 * title with the status badge, the summary card the area fills with its facts, the area's own
 * panels, the status history, the staff's steps and the dialog a step opens (its reason, its
 * rooms, its advance). While the booking loads it shows a loader; when it is not there, why
 * (not found, or it could not be read) and the way back.
 */
export function BookingDetailLayout({
  back,
  loading,
  loadingLabel,
  missing,
  title,
  badge,
  summary,
  children,
  history,
  actions,
  dialog,
}: {
  back: { to: string; label: string };
  loading: boolean;
  loadingLabel: string;
  /** Set when the booking is not there: the read's error and the texts for a 404 and the rest. */
  missing?: { error: unknown; notFound: string; loadError: string };
  title: string;
  badge: ReactNode;
  /** The summary card's content: who booked, the area's facts, its links. */
  summary: ReactNode;
  /** The area's panels between the summary and the history. */
  children?: ReactNode;
  /** The status history (a `StepHistory`). */
  history?: ReactNode;
  /** The staff's steps for the booking's status (`StepButtons`). */
  actions?: ReactNode;
  dialog?: StepDialog;
}) {
  if (loading) return <Loader aria-label={loadingLabel} />;
  if (missing) {
    return (
      <Stack>
        <Alert color="red">
          {isApiError(missing.error) && missing.error.status === 404
            ? missing.notFound
            : missing.loadError}
        </Alert>
        <Anchor component={Link} to={back.to}>
          {back.label}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to={back.to} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {back.label}
        </Group>
      </Anchor>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{title}</Title>
        {badge}
      </Group>
      <Card withBorder padding="md">
        <Stack gap="sm">{summary}</Stack>
      </Card>
      {children}
      {history}
      {actions}
      {dialog && (
        <Modal
          opened={dialog.opened}
          onClose={dialog.onClose}
          title={dialog.title}
          closeButtonProps={{ 'aria-label': dialog.closeLabel }}
        >
          {dialog.children}
        </Modal>
      )}
    </Stack>
  );
}

/** A paper of the booking (the function sheet, the ID proof), opened in a new tab. */
export function BookingPaperLink({ href, label }: { href: string; label: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener">
      <Group gap={4} component="span">
        <IconFileText size={16} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}

interface StepHistoryProps<S extends BookingStepLine> {
  title: string;
  steps: S[];
  /** A step's line; `by` and `at` come written (a dash for no one, the club's date and time). */
  line(step: S): string;
}

/** Who took each step of a booking, and when (in the club's time), under its heading. */
export function StepHistory<S extends BookingStepLine>({
  title,
  steps,
  line,
}: StepHistoryProps<S>) {
  const fmt = useClubFormat();
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <List spacing={4} size="sm">
        {steps.map((s) => (
          <List.Item key={`${s.step}-${s.at}`}>
            {line({ ...s, by: s.by || '—', at: fmt.dateTime(s.at) })}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}

/**
 * A staff step's panel in its dialog: the area's fields, then the step's button (red for a
 * refusal or a cancellation).
 */
export function StepPanel({
  children,
  submitLabel,
  onSubmit,
  pending,
  disabled,
  color,
}: {
  children?: ReactNode;
  submitLabel: string;
  onSubmit(): void;
  pending: boolean;
  disabled?: boolean;
  color?: 'red';
}) {
  return (
    <Stack gap="sm" style={FORM_STYLE}>
      {children}
      <Group justify="flex-end">
        <Button color={color} onClick={onSubmit} loading={pending} disabled={disabled}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/** The reason a staff step takes (up to 200 characters), with its error. */
export function useStepReason() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    error,
    /** Clears the error (another field of the step changed what it requires). */
    clearError: () => setError(null),
    /**
     * The trimmed reason, or null (and `message` shown) when the step requires one and it is
     * shorter than two characters.
     */
    take(required: boolean, message: string): string | null {
      const reason = value.trim();
      if (required && reason.length < 2) {
        setError(message);
        return null;
      }
      return reason;
    },
    change(next: string) {
      setValue(next);
      setError(null);
    },
  };
}

/** The reason's field of a step's panel. */
export function StepReasonInput({
  reason,
  label,
  description,
  required,
}: {
  reason: ReturnType<typeof useStepReason>;
  label: string;
  description?: string;
  required: boolean;
}) {
  return (
    <TextInput
      label={label}
      description={description}
      required={required}
      value={reason.value}
      maxLength={200}
      error={reason.error}
      onChange={(e) => reason.change(e.currentTarget.value)}
    />
  );
}
