import { NotificationCard, type NotificationVariant } from '../../../components/ui/notification-card';

interface MessageListProps {
  variant: NotificationVariant;
  title: string;
  messages: readonly string[];
}

/** A coloured box with a title and a list of messages (the template check's, a refused publication's). */
export const MessageList = ({ variant, title, messages }: MessageListProps) => (
  <NotificationCard variant={variant} title={title} className="message-list">
    <ul className="check__list">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  </NotificationCard>
);
