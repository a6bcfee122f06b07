import { startRazorpayFake, type RazorpayFake } from '../../api/test/support/razorpay-fake';
import { E2E_PORT } from './env';
import { startSideGateway } from './side-gateway';

/**
 * A seeded gateway of the spec's own that takes payments through Razorpay (decision 31), pointed at the
 * api's local Razorpay fake started here: its own port, database and scratch folder, so the suite's
 * gateway (demo payments) is never touched. Nothing leaves the machine.
 */
export interface RazorpayGateway {
  baseURL: string;
  fake: RazorpayFake;
  stop: () => Promise<void>;
}

const PORT = Number(process.env.E2E_RAZORPAY_PORT ?? E2E_PORT + 250);
export const RAZORPAY_GATEWAY_URL = `http://127.0.0.1:${PORT}`;
const KEYS = { keyId: 'rzp_test_e2e', keySecret: 'e2e_key_secret_0123456789' };

export async function startRazorpayGateway(): Promise<RazorpayGateway> {
  const fake = await startRazorpayFake(KEYS);
  const gateway = await startSideGateway({
    name: 'razorpay-gateway',
    port: PORT,
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: KEYS.keyId,
      RAZORPAY_KEY_SECRET: KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: 'e2e_webhook_secret',
      RAZORPAY_API_URL: fake.url,
    },
    companion: fake,
  });
  return { ...gateway, fake };
}
