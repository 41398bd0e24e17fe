// A receipt as the answer to a download: the PDF (base64, as API Gateway carries binary answers),
// named by its number, for the payer's link and the officers alike.

import type { ApiResult } from '../../runtime/http';
import { HttpError } from '../../runtime/http';
import { getEntry, getPayment } from './entry-reads';
import { formatReceiptNumber } from './payment-mail';
import { receiptPdf } from './receipt-pdf';

export async function receiptAnswer(entryId: string): Promise<ApiResult> {
  const entry = await getEntry(entryId);
  if (!entry || entry.receiptNumber === undefined) throw new HttpError(404, 'No receipt has been issued for this payment yet.');
  const payment = entry.entry === 'refund' ? await getPayment(entry.paymentId) : undefined;
  const bytes = await receiptPdf({ entry, payment });
  return {
    statusCode: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="receipt-${formatReceiptNumber(entry.receiptNumber)}.pdf"`,
      'x-content-type-options': 'nosniff',
    },
    body: Buffer.from(bytes).toString('base64'),
    isBase64Encoded: true,
  };
}
