import { Inbox } from '../features/inbox/components/Inbox';

/** The page renders its own frame: its heading counts the unread messages it loads. */
export default function InboxPage() {
  return <Inbox />;
}
