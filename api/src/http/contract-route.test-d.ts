// Compiled by the api's typecheck (tsc -p .), never run (jest runs *.test.ts only): each `@ts-expect-error`
// line is a handler the contract refuses, and fails the typecheck the day it compiles.
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { contractRoute } from './contract-route';

export function handlersAreTypedFromTheContract(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'userCancel', {
    handler: async (request) => {
      request.body.appointmentId satisfies string;
      // @ts-expect-error the body has no such field
      void request.body.docId;
      return { success: true as const, message: 'Appointment Cancelled' };
    },
  });

  contractRoute(app, ctx, 'adminAppointments', {
    handler: async (request) => {
      // A GET's request is its query string, parsed: numbers are numbers.
      request.query.page satisfies number | undefined;
      return { success: true as const, message: '', appointments: [] };
    },
  });

  contractRoute(app, ctx, 'userLogin', {
    // @ts-expect-error the answer lacks the token the contract promises
    handler: async () => ({ success: true as const, message: 'Welcome back' }),
  });

  contractRoute(app, ctx, 'doctorDashboard', {
    // @ts-expect-error a success answer says success: true
    handler: async () => ({ success: false as const, message: '' }),
  });

  contractRoute(app, ctx, 'userBook', {
    status: 201,
    handler: async () => ({ success: true as const, message: 'Booked', appointmentId: 'a1' }),
  });

  // @ts-expect-error no such call
  contractRoute(app, ctx, 'userDelete', { handler: async () => ({ success: true as const, message: '' }) });
}
