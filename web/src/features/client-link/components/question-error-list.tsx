import { NotificationCard } from '../../../components/ui/notification-card';

/** Problems of a whole review (none of one value), focusable so the focus can go to them. */
export const QuestionErrorList = ({ id, messages }: { id: string; messages: string[] }) =>
  messages.length === 0 ? null : (
    <div id={id} tabIndex={-1}>
      <NotificationCard variant="error" title="Le decisioni non sono state applicate">
        <ul className="proposals__problems">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </NotificationCard>
    </div>
  );
