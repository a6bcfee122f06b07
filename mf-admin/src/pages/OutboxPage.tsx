import { Outbox } from '../features/outbox/components/Outbox';

/** Sent messages (decision 46): what the clinic sent, or would have sent, to whom, and how it went. */
export default function OutboxPage() {
  return <Outbox />;
}
