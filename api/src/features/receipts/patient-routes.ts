import type { FastifyInstance } from 'fastify';
import { receiptFileName } from '@clinic/shared/contract';
import { accountRateLimit, type ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { renderReceiptPdf } from './receipt-pdf';
import { receiptInLanguage, receiptOf } from './receipt-service';

/** A patient's receipt of their own paid appointment (decision 51), as data for the page and as a PDF. */
export async function receiptRoutesForPatient(app: FastifyInstance, ctx: ApiContext) {
  const own = (principal: string, appointmentId: string) => receiptOf(ctx.db, appointmentId, { userId: principal }, ctx.config.clinicTz);

  contractRoute(app, ctx, 'userReceipt', {
    handler: async (request) => ({
      success: true as const,
      message: '',
      receipt: await own(request.principal, request.params.appointmentId),
    }),
  });

  contractRoute(app, ctx, 'userReceiptPdf', {
    // A PDF costs some milliseconds of CPU: as often per account as its other costly calls.
    config: accountRateLimit(ctx.config.accountRateLimit),
    handler: async (request, reply) => {
      // In the language the patient chose for their messages (My profile), as their e-mails are.
      const { receipt, language } = await receiptInLanguage(
        ctx.db,
        request.params.appointmentId,
        { userId: request.principal },
        ctx.config.clinicTz,
      );
      const pdf = await renderReceiptPdf(receipt, language);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${receiptFileName(receipt.reference)}"`)
          // The contract's PDF answer is typed `never` (no JSON); the bytes go out unserialised.
          .send(pdf as never)
      );
    },
  });
}
