import path from 'node:path';
import { E2E_PORT, TMP_DIR } from './env';
import { startNodeServer } from './processes';

/**
 * A second seeded gateway whose clinic keeps another time zone (CLINIC_TZ), on its own port, database and
 * scratch folder, so it never touches the suite's gateway. `processTz` is the zone of the machine the
 * gateway believes it runs on (TZ), which must matter to nothing either.
 */
export interface ZoneGateway {
  baseURL: string;
  stop: () => Promise<void>;
}

const ZONE_GATEWAY_PORT = Number(process.env.E2E_ZONE_PORT ?? E2E_PORT + 100);
export const ZONE_GATEWAY_URL = `http://127.0.0.1:${ZONE_GATEWAY_PORT}`;

export async function startZoneGateway(clinicTz: string, processTz: string): Promise<ZoneGateway> {
  const server = await startNodeServer(
    path.join(__dirname, 'start-gateway.mjs'),
    {
      ...process.env,
      PORT: String(ZONE_GATEWAY_PORT),
      CLINIC_TZ: clinicTz,
      TZ: processTz,
      PUBLIC_URL: ZONE_GATEWAY_URL,
      E2E_TMP_DIR: path.join(TMP_DIR, 'zone-gateway'),
    },
    `${ZONE_GATEWAY_URL}/api/health`,
  );
  return { baseURL: ZONE_GATEWAY_URL, stop: server.stop };
}
