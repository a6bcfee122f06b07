import { E2E_PORT } from './env';
import { startSideGateway } from './side-gateway';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/**
 * A seeded gateway of the spec's own that sends e-mail (SMTP_URL) to a real SMTP server started here, with
 * the messages worker polling often; its own port, database and scratch folder, so the suite's gateway
 * (which has no e-mail) is never touched.
 */
export interface MailGateway {
  baseURL: string;
  smtp: SmtpSink;
  stop: () => Promise<void>;
}

const PORT = Number(process.env.E2E_MAIL_PORT ?? E2E_PORT + 1);
export const MAIL_GATEWAY_URL = `http://127.0.0.1:${PORT}`;

export async function startMailGateway(): Promise<MailGateway> {
  const smtp = await startSmtpSink();
  const gateway = await startSideGateway({
    name: 'mail-gateway',
    port: PORT,
    env: { SMTP_URL: smtp.url, MESSAGE_POLL_MS: '200' },
    companion: smtp,
  });
  return { ...gateway, smtp };
}
