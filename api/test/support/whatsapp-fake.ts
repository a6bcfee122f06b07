// Meta's WhatsApp Business Cloud API as the api calls it: POST /v21.0/<phone number id>/messages, bearer token.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WhatsappTemplateMessage {
  to: string;
  template: string;
  language: string;
  params: string[];
}

export interface WhatsappFake {
  url: string;
  token: string;
  phoneNumberId: string;
  messages: WhatsappTemplateMessage[];
  /** The next `count` requests answer 500 (an outage). */
  failNext(count: number): void;
  /** Templates in these languages are refused as Meta refuses one not approved in a language (code 132001). */
  unapproved: Set<string>;
  close(): Promise<void>;
}

export async function startWhatsappFake({ token = 'wa-test-token', phoneNumberId = '104233998877' } = {}): Promise<WhatsappFake> {
  const messages: WhatsappTemplateMessage[] = [];
  let failing = 0;
  const unapproved = new Set<string>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== `/v21.0/${phoneNumberId}/messages`)
        return answer(404, { error: { message: 'Unknown path', type: 'OAuthException', code: 803 } });
      if (req.headers.authorization !== `Bearer ${token}`)
        return answer(401, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
      if (failing > 0) {
        failing--;
        return answer(500, { error: { message: 'Service temporarily unavailable', code: 2 } });
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        messaging_product?: string;
        to?: string;
        type?: string;
        template?: {
          name: string;
          language: { code: string };
          components?: { type: string; parameters: { type: string; text: string }[] }[];
        };
      };
      if (body.messaging_product !== 'whatsapp' || body.type !== 'template' || !body.template || !body.to)
        return answer(400, { error: { message: '(#100) Invalid parameter', code: 100 } });
      if (unapproved.has(body.template.language.code))
        return answer(404, {
          error: { message: '(#132001) Template name does not exist in the translation', type: 'OAuthException', code: 132001 },
        });
      const params = body.template.components?.find((c) => c.type === 'body')?.parameters.map((p) => p.text) ?? [];
      messages.push({ to: body.to, template: body.template.name, language: body.template.language.code, params });
      answer(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.${messages.length}` }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    phoneNumberId,
    messages,
    failNext: (count) => (failing = count),
    unapproved,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
