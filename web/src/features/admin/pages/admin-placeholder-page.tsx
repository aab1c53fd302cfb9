import { PageHeader } from '../../../components/ui/card';
import { NotificationCard } from '../../../components/ui/notification-card';

/** An admin screen whose content is not built yet: its title and a notice. */
export const AdminPlaceholderPage = ({ title }: { title: string }) => (
  <>
    <PageHeader title={title} />
    <NotificationCard variant="info" title="Sezione in preparazione">
      Questa sezione dell'area di amministrazione sarà disponibile a breve.
    </NotificationCard>
  </>
);
