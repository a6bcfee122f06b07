import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { sendKeptJson } from '../../http/answer-cache';
import { serviceOfDoctor } from '../clinic-services';
import { doctorSlotsJson } from './slots-service';

/**
 * What a patient may book with a doctor now (public, like the doctor list, and like it not rate-limited).
 * Every patient who opens a doctor asks for it, so the answer is kept for a moment per doctor and length in
 * the public answers' cache, dropped with the doctor list by any booking, move, cancellation, doctor's or
 * calendar's change (event-subscribers). A service's length is read each time: changing it needs no drop.
 */
export async function slotRoutesForPublic(app: FastifyInstance, ctx: ApiContext) {
  const { db, config, publicAnswers } = ctx;
  const answer = (docId: string, duration?: number) =>
    publicAnswers.get(`slots/${docId}/${duration ?? ''}`, () => doctorSlotsJson(db, docId, config.clinicTz, duration));
  contractRoute(app, ctx, 'doctorSlots', {
    handler: async (request, reply) => sendKeptJson(reply, await answer(request.params.docId)),
  });
  contractRoute(app, ctx, 'serviceSlots', {
    handler: async (request, reply) => {
      const { docId, serviceId } = request.params;
      // A service the doctor does not offer is a 409, an unknown doctor a 404 (decision 57).
      const { durationMinutes } = await serviceOfDoctor(db, docId, serviceId);
      return sendKeptJson(reply, await answer(docId, durationMinutes));
    },
  });
}
