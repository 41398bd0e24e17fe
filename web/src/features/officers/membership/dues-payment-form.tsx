// Recording dues an officer was handed (cash, a cheque, a bank transfer) against one membership,
// through the payments spine's own row: the amount (what is owed, by default), how it was paid, a
// cheque's number and the day it came. The receipt, numbered like the hall hire's, is mailed to the
// member. One idempotency key per filled-in form, so a retried click records it once.

import { type FormEvent, useState } from 'react';
import { clubDay, clubTime } from '../../../../../common/club-time';
import type { OfficerMembership } from '../../../../../common/membership/membership-schemas';
import { offlineMethods, offlinePaymentSchema } from '../../../../../common/payments/payments';
import { SelectField, TextField } from '../../../components/forms/field';
import { ConsoleForm, useConsoleForm } from '../console/console-form';
import { centsOf, dollarsText } from '../rental/rental-model-values';
import { recordDues } from './membership-writes';

const methodLabels: Readonly<Record<(typeof offlineMethods)[number], string>> = {
  cash: 'Cash',
  cheque: 'Cheque',
  'bank-transfer': 'Bank transfer',
};

interface PaymentText {
  readonly amount: string;
  readonly method: string;
  readonly reference: string;
  readonly day: string;
}

const fields = ['amount', 'method', 'reference', 'day'] as const;

/** The moment a typed club day stands for: noon of it in Chicago, and never later than now. */
function receivedAtOf(day: string, now: number): number {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return day === clubDay(now) ? now : Math.min(now, clubTime(year, month, date, 12));
}

export function DuesPaymentForm({
  membership,
  onSaved,
  onCancel,
}: {
  readonly membership: OfficerMembership;
  readonly onSaved: (recorded: { amountCents: number; receiptNumber?: number }) => void;
  readonly onCancel: () => void;
}) {
  const [key] = useState(() => crypto.randomUUID());
  const form = useConsoleForm<PaymentText, { amountCents: number; receiptNumber?: number }>({
    initial: { amount: dollarsText(membership.owedCents), method: 'cheque', reference: '', day: clubDay(Date.now()) },
    fields,
    fieldOf: (path) =>
      path[0] === 'amountCents' ? 'amount' : path[0] === 'receivedAt' ? 'day' : typeof path[0] === 'string' ? path[0] : undefined,
    action: 'record the payment',
    onSaved,
  });
  const { text, bind, errors, refuse, send, submitting } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = offlinePaymentSchema.safeParse({
      subject: { kind: 'membership', id: membership.id },
      amountCents: centsOf(text.amount),
      method: text.method,
      description: `${membership.typeName} membership, season ${membership.season}`,
      receivedAt: /^\d{4}-\d{2}-\d{2}$/.test(text.day) ? receivedAtOf(text.day, Date.now()) : Number.NaN,
      ...(text.reference.trim() ? { reference: text.reference } : {}),
      payerEmail: membership.email,
      payerName: membership.name,
    });
    if (!checked.success) {
      refuse(checked.error.issues);
      return;
    }
    await send(async () => {
      const answer = await recordDues(checked.data, key);
      return { amountCents: checked.data.amountCents, receiptNumber: answer.receiptNumber };
    });
  }

  return (
    <ConsoleForm
      form={form}
      label={`Record dues for ${membership.name}`}
      heading={`Record dues: ${membership.name}, ${membership.typeName}`}
      level={3}
      onSubmit={submit}
      save="Record Payment"
      busy="Recording…"
      onCancel={onCancel}
    >
      <div className="form-grid">
        <TextField {...bind('amount')} label="Amount ($)" error={errors.amount} inputMode="decimal" />
        <SelectField {...bind('method')} label="Paid by" error={errors.method}>
          {offlineMethods.map((method) => (
            <option key={method} value={method}>
              {methodLabels[method]}
            </option>
          ))}
        </SelectField>
        <TextField {...bind('reference')} label="Cheque number or reference (optional)" error={errors.reference} maxLength={60} />
        <TextField {...bind('day')} label="Received on" error={errors.day} type="date" />
      </div>
      <p className="officers-note">The numbered receipt is mailed to {membership.email}.</p>
    </ConsoleForm>
  );
}
