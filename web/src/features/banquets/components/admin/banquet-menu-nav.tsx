import { IconSalad, IconToolsKitchen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../../app/paths';
import { ScreenNav } from '../../../../components/screen-nav';

/**
 * The two screens behind the side menu's one entry "Manage Banquet Menu and Menu Item"
 * (SPEC.md §2): the menu (packages and add-ons) and its items (courses and dishes), each
 * linking to the other.
 */
export function BanquetMenuNav() {
  const { t } = useTranslation();
  return (
    <ScreenNav
      label={t('banquets:menuNav.label')}
      links={[
        { to: PATHS.banquetsMenu, label: t('banquets:menu.title'), icon: IconToolsKitchen },
        { to: PATHS.banquetsMenuItems, label: t('banquets:items.title'), icon: IconSalad },
      ]}
    />
  );
}
