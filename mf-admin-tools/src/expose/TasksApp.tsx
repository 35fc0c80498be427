import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { TasksScreen } from '../tasks/TasksScreen';
import { catalogs } from '../locales/catalogs';

export interface TasksAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The shell's `/admin/ukoly/` (RO `/admin/sarcini/`): staff tasks. */
export default function TasksApp(props: TasksAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <TasksScreen />
    </WidgetProviders>
  );
}
