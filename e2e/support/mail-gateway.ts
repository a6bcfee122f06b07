import path from 'node:path';
import { E2E_PORT, TMP_DIR } from './env';
import { startNodeServer } from './processes';
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
  const baseURL = MAIL_GATEWAY_URL;
  const smtp = await startSmtpSink();
  try {
    const server = await startNodeServer(
      path.join(__dirname, 'start-gateway.mjs'),
      {
        ...process.env,
        PORT: String(PORT),
        PUBLIC_URL: baseURL,
        SMTP_URL: smtp.url,
        MESSAGE_POLL_MS: '200',
        E2E_TMP_DIR: path.join(TMP_DIR, 'mail-gateway'),
      },
      `${baseURL}/api/health`,
    );
    return {
      baseURL,
      smtp,
      stop: async () => {
        await server.stop();
        await smtp.close();
      },
    };
  } catch (error) {
    await smtp.close();
    throw error;
  }
}
