import 'mantine-datatable/styles.css';
import { DataTable as MantineDataTable, type DataTableProps } from 'mantine-datatable';

/**
 * mantine-datatable as every list screen uses it. At phone width a table scrolls sideways
 * inside its viewport, and a keyboard user can scroll only a region that takes focus
 * (axe: scrollable-region-focusable), even when no row holds a link or a button: so the
 * viewport is focusable and named after the table.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { scrollAreaProps } = props;
  return (
    <MantineDataTable<T>
      {...props}
      scrollAreaProps={{
        ...scrollAreaProps,
        viewportProps: {
          tabIndex: 0,
          role: 'region',
          'aria-label': props['aria-label'],
          ...scrollAreaProps?.viewportProps,
        },
      }}
    />
  );
}
