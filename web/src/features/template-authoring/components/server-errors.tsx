import { NotificationCard } from '../../../components/ui/notification-card';
import { ApiError, errorMessageOf } from '../../../lib/api-error';

/** A failure as the messages to show: the answer's list of problems when it has one, else its message. */
export const messagesOf = (error: unknown): string[] =>
  error instanceof ApiError && error.errors && error.errors.length > 0
    ? error.errors
    : [errorMessageOf(error)];

/** Server errors, each in a red box (docs/product-spec.md section 8, template form). */
export const ServerErrors = ({ messages }: { messages: readonly string[] }) =>
  messages.length === 0 ? null : (
    <div className="stack">
      {messages.map((message) => (
        <NotificationCard key={message} variant="error">
          {message}
        </NotificationCard>
      ))}
    </div>
  );
