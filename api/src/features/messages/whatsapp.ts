import type { FastifyBaseLogger } from 'fastify';
import type { MessageSettings } from '../../config';
import { offChannel, type Channel, type OutgoingMessage } from './channels';

const GRAPH_VERSION = 'v21.0';

/**
 * The Cloud API's answer when a template has no approved translation in the language asked for
 * ("Template name does not exist in the translation"): each language of a template is approved on its own.
 */
const TEMPLATE_NOT_IN_LANGUAGE = 132001;

type Template = { template: string; params: string[]; language: string };

class WhatsappRefusal extends Error {
  constructor(
    message: string,
    readonly code: number | undefined,
  ) {
    super(message);
  }
}

/**
 * WhatsApp through Meta's WhatsApp Business Cloud API: a business may start a conversation only with an
 * approved template, so each message goes as its template name and body parameters. On with both keys.
 */
export function whatsappChannel(settings: MessageSettings, log?: Pick<FastifyBaseLogger, 'warn'>): Channel {
  const keys = settings.whatsapp;
  if (!keys) return offChannel('whatsapp', 'WhatsApp is off: WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are not set');
  const endpoint = `${keys.apiUrl}/${GRAPH_VERSION}/${encodeURIComponent(keys.phoneNumberId)}/messages`;
  const authorization = `Bearer ${keys.token}`;
  async function post(recipient: string, whatsapp: Template) {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        // The Cloud API takes the number without its '+'.
        to: recipient.replace(/^\+/, ''),
        type: 'template',
        template: {
          name: whatsapp.template,
          language: { code: whatsapp.language },
          components: [{ type: 'body', parameters: whatsapp.params.map((text) => ({ type: 'text', text })) }],
        },
      }),
      signal: AbortSignal.timeout(Math.min(30_000, settings.leaseMs / 2)),
    });
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as { error?: { message?: string; code?: number } };
      throw new WhatsappRefusal(`WhatsApp answered ${res.status}: ${body.error?.message ?? res.statusText}`, body.error?.code);
    }
  }
  return {
    name: 'whatsapp',
    async send(message: OutgoingMessage) {
      const { whatsapp } = message;
      if (!whatsapp) throw new Error('This message has no WhatsApp template');
      try {
        await post(message.recipient, whatsapp);
      } catch (error) {
        // A Hindi or Kannada template Meta has not approved (yet): the patient gets the English one.
        if (!(error instanceof WhatsappRefusal && error.code === TEMPLATE_NOT_IN_LANGUAGE && whatsapp.fallback)) throw error;
        log?.warn(
          { template: whatsapp.template, language: whatsapp.language, messageKey: message.idempotencyKey },
          `WhatsApp template ${whatsapp.template} is not approved in ${whatsapp.language}; sent in English instead`,
        );
        await post(message.recipient, whatsapp.fallback);
      }
    },
    close: async () => {},
  };
}
