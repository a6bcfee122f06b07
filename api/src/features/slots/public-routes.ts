import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { doctorSlotsJson, serviceDuration } from './slots-service';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * What a patient may book with a doctor now (public, like the doctor list, and like it not rate-limited).
 * Every patient who opens a doctor asks for it, so the answer is kept for a moment per doctor and length
 * (`ctx.slotAnswers`), dropped with the doctor list by any booking, move, cancellation, doctor's or
 * calendar's change (event-subscribers); Fastify sends the JSON string as it is, so the type provider is
 * told it is the object it stands for. A service's length is read each time: changing it needs no drop.
 */
export async function slotRoutesForPublic(app: FastifyInstance, ctx: ApiContext) {
  const { db, config, slotAnswers } = ctx;
  const answer = (docId: string, duration?: number) =>
    slotAnswers.get(duration === undefined ? docId : `${docId}/${duration}`, () => doctorSlotsJson(db, docId, config.clinicTz, duration));
  contractRoute(app, ctx, 'doctorSlots', {
    handler: async (request, reply) => reply.type(JSON_TYPE).send((await answer(request.params.docId)) as never),
  });
  contractRoute(app, ctx, 'serviceSlots', {
    handler: async (request, reply) => {
      const { docId, serviceId } = request.params;
      return reply.type(JSON_TYPE).send((await answer(docId, await serviceDuration(db, docId, serviceId))) as never);
    },
  });
}
