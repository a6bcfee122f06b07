import type { MessageSettings } from '../../config';
import { offChannel, type Channel, type OutgoingMessage } from './channels';

const GRAPH_VERSION = 'v21.0';

/**
 * WhatsApp through Meta's WhatsApp Business Cloud API: a business may start a conversation only with an
 * approved template, so each message goes as its template name and body parameters. On with both keys.
 */
export function whatsappChannel(settings: MessageSettings): Channel {
  const keys = settings.whatsapp;
  if (!keys) return offChannel('whatsapp', 'WhatsApp is off: WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are not set');
  const endpoint = `${keys.apiUrl}/${GRAPH_VERSION}/${encodeURIComponent(keys.phoneNumberId)}/messages`;
  return {
    name: 'whatsapp',
    async send(message: OutgoingMessage) {
      if (!message.whatsapp) throw new Error('This message has no WhatsApp template');
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${keys.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          // The Cloud API takes the number without its '+'.
          to: message.recipient.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: message.whatsapp.template,
            language: { code: message.whatsapp.language },
            components: [{ type: 'body', parameters: message.whatsapp.params.map((text) => ({ type: 'text', text })) }],
          },
        }),
        signal: AbortSignal.timeout(Math.min(30_000, settings.leaseMs / 2)),
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
        throw new Error(`WhatsApp answered ${res.status}: ${body.error?.message ?? res.statusText}`);
      }
    },
    close: async () => {},
  };
}
