import { ManageEvents } from './manage-events-page';

/** events/manageupdateEvents: the event manager's one screen (details, status, highlights). */
export default function ManageUpdateEventsPage() {
  return <ManageEvents mode="update" />;
}
