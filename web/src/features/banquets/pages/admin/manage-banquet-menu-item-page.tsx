import { banquetCourseRequest, banquetDishRequest, type BanquetCourse } from '@club/contracts';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete, useDelete } from '../../../../components/confirm-delete';
import { applyProblemToForm, useZodForm } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { usePageTitle } from '../../../settings';
import { useCourses } from '../../api/get-admin';
import { useDeleteCourse, useDeleteDish, useSaveCourse, useSaveDish } from '../../api/mutations';
import { BanquetMenuNav } from '../../components/admin/banquet-menu-nav';
import { FORM_STYLE } from '../../../../components/form-style';
import { RowActions } from '../../components/admin/row-actions';
import { BANQUET_DELETE_TEXTS } from '../../components/admin/form-texts';

/** Adds a dish to one course: its name and whether it is vegetarian. */
function AddDish({ course }: { course: BanquetCourse }) {
  const { t } = useTranslation();
  const save = useSaveDish();
  const form = useZodForm<{ name: string; veg: boolean; courseId: number }>(banquetDishRequest, {
    initialValues: { name: '', veg: true, courseId: course.id },
  });
  return (
    <form
      noValidate
      style={FORM_STYLE}
      onSubmit={form.onSubmit((v) =>
        save.mutate(
          { id: null, body: { ...v, sort: (course.dishes.length + 1) * 10 } },
          {
            onSuccess: (d) => {
              notifySuccess(t('banquets:common.saved', { name: d.name }));
              form.reset();
            },
            onError: (e) => applyProblemToForm(form, e),
          },
        ),
      )}
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={t('banquets:items.dishName')}
          aria-label={`${t('banquets:items.dishName')} (${course.name})`}
          style={{ flex: '1 1 12rem' }}
          {...form.getInputProps('name')}
        />
        <Checkbox
          mb={8}
          label={t('banquets:items.veg')}
          {...form.getInputProps('veg', { type: 'checkbox' })}
        />
        <Button type="submit" variant="light" loading={save.isPending}>
          {t('banquets:items.addDish')}
        </Button>
      </Group>
    </form>
  );
}

/** Adds a course. */
function AddCourse({ count }: { count: number }) {
  const { t } = useTranslation();
  const save = useSaveCourse();
  const form = useZodForm<{ name: string }>(banquetCourseRequest, {
    initialValues: { name: '' },
  });
  return (
    <form
      noValidate
      style={FORM_STYLE}
      onSubmit={form.onSubmit((v) =>
        save.mutate(
          { id: null, body: { name: v.name, sort: (count + 1) * 10 } },
          {
            onSuccess: (c) => {
              notifySuccess(t('banquets:common.saved', { name: c.name }));
              form.reset();
            },
            onError: (e) => applyProblemToForm(form, e),
          },
        ),
      )}
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={t('banquets:items.courseName')}
          style={{ flex: '1 1 12rem' }}
          {...form.getInputProps('name')}
        />
        <Button
          type="submit"
          leftSection={<IconPlus size={16} aria-hidden />}
          loading={save.isPending}
        >
          {t('banquets:items.addCourse')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * banquet/ManageBanquetMenuItem, "Manage Banquet Menu Items": the courses of the banquet menus
 * and their dishes; add, offer or not, delete.
 */
export default function ManageBanquetMenuItemPage() {
  const { t } = useTranslation();
  usePageTitle(t('banquets:items.title'));
  const courses = useCourses();
  const saveDish = useSaveDish();
  const delCourse = useDelete(useDeleteCourse(), BANQUET_DELETE_TEXTS);
  const delDish = useDelete(useDeleteDish(), BANQUET_DELETE_TEXTS);
  const items = courses.data?.items ?? [];
  return (
    <Stack gap="md">
      <BanquetMenuNav />
      <div>
        <Title order={1}>{t('banquets:items.title')}</Title>
        <Text c="dimmed">{t('banquets:items.intro')}</Text>
      </div>
      <AddCourse count={items.length} />
      {courses.isPending && <Skeleton h={160} />}
      {items.map((c) => (
        <Card key={c.id} withBorder padding="md" component="section" aria-label={c.name}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Title order={2} size="h4">
                  {c.name}
                </Title>
                <Text size="xs" c="dimmed">
                  {t('banquets:items.dishes', { count: c.dishes.length })}
                </Text>
              </div>
              <RowActions name={c.name} onDelete={() => delCourse.ask(c.id, c.name)} />
            </Group>
            <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {c.dishes.map((d) => (
                <Group key={d.id} component="li" justify="space-between" wrap="nowrap">
                  <Group gap="xs">
                    <Text size="sm" c={d.active ? undefined : 'dimmed'}>
                      {d.name}
                    </Text>
                    <Badge size="xs" variant="filled" color={d.veg ? 'teal.9' : 'red.9'}>
                      {d.veg ? t('banquets:items.veg') : t('banquets:items.nonVeg')}
                    </Badge>
                  </Group>
                  <Group gap="xs" wrap="nowrap">
                    <Switch
                      size="sm"
                      aria-label={
                        d.active
                          ? t('banquets:items.hide', { name: d.name })
                          : t('banquets:items.show', { name: d.name })
                      }
                      checked={d.active}
                      onChange={(e) =>
                        saveDish.mutate({
                          id: d.id,
                          body: {
                            courseId: d.courseId,
                            name: d.name,
                            veg: d.veg,
                            sort: d.sort,
                            active: e.currentTarget.checked,
                          },
                        })
                      }
                    />
                    <RowActions name={d.name} onDelete={() => delDish.ask(d.id, d.name)} />
                  </Group>
                </Group>
              ))}
            </Stack>
            <AddDish course={c} />
          </Stack>
        </Card>
      ))}
      <ConfirmDelete {...delCourse.dialog} />
      <ConfirmDelete {...delDish.dialog} />
    </Stack>
  );
}
