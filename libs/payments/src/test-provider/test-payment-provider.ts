import { randomBytes, randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { CurrencyCode } from '@mercato/spec';
import type {
  FindPayment, InitiatePayment, PaymentAuthorized, PaymentFound, PaymentCall, PaymentCancelled, PaymentCaptured, PaymentInitiated, PaymentMethodSaved, PaymentOutcome,
  PaymentProvider, PaymentRefunded, RefundPayment, SavePaymentMethod,
} from '../payment-provider';
import { lastFour, testCardBehaviour, type TestCardBehaviour } from './test-cards';
import { authorizeTestPayment, cancelTestPayment, captureTestPayment, refundTestPayment, type TestPayment, type TestPaymentStatus, type Transition } from './test-payment';

export const IDEMPOTENCY_KEY_REUSED = 'This idempotency key was already used for a different payment request.';
export const UNKNOWN_PAYMENT = 'No such payment.';
export const UNKNOWN_PAYMENT_METHOD = 'No such saved payment method.';

/** Saved cards' tokens start so: a source with it is a saved card, anything else a card number. */
const SAVED_CARD_PREFIX = 'tpm_';

interface PaymentRow {
  id: string;
  amount_cents: string;
  status: TestPaymentStatus;
  refunded_cents: string;
  card_behaviour: TestCardBehaviour;
}

/**
 * The built-in provider (the embedded default): test cards decide the outcome, no money moves.
 * Its state lives in PostgreSQL; each call runs in one transaction holding an advisory lock on its
 * idempotency key, so doubled and retried calls (also after a restart) answer the stored outcome.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly code = 'test';
  readonly testMode = true;

  constructor(private readonly dataSource: DataSource) {}

  initiate(request: InitiatePayment): Promise<PaymentOutcome<PaymentInitiated>> {
    const { idempotencyKey, source, ...fingerprint } = request;
    return this.once(idempotencyKey, 'initiate', { ...fingerprint, card: lastFour(source) }, async (manager) => {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) return { status: 'error', message: 'A payment must be a positive whole number of minor units.' };
      const card = await cardOf(manager, request.websiteId, source);
      if (!card) return { status: 'error', message: UNKNOWN_PAYMENT_METHOD };
      const id = randomUUID();
      await manager.query(
        `INSERT INTO test_payments (id, website_id, reference, amount_cents, currency, card_last4, card_behaviour, status) VALUES ($1, $2, $3, $4, $5, $6, $7, 'initiated')`,
        [id, request.websiteId, request.reference, request.amountCents, request.currency, card.last4, JSON.stringify(card.behaviour)],
      );
      return { status: 'initiated', paymentId: id };
    });
  }

  /** Keeps what the test card does under a random token; the card number itself is not stored. */
  savePaymentMethod(request: SavePaymentMethod): Promise<PaymentOutcome<PaymentMethodSaved>> {
    return this.once(request.idempotencyKey, 'savePaymentMethod', { websiteId: request.websiteId, card: lastFour(request.source) }, async (manager) => {
      const token = `${SAVED_CARD_PREFIX}${randomBytes(18).toString('base64url')}`;
      await manager.query('INSERT INTO test_payment_methods (token, website_id, card_last4, card_behaviour) VALUES ($1, $2, $3, $4)', [
        token,
        request.websiteId,
        lastFour(request.source),
        JSON.stringify(testCardBehaviour(request.source)),
      ]);
      return { status: 'saved', paymentMethodToken: token };
    });
  }

  authorize(call: PaymentCall): Promise<PaymentOutcome<PaymentAuthorized>> {
    return this.transition(call, 'authorize', {}, authorizeTestPayment);
  }

  capture(call: PaymentCall): Promise<PaymentOutcome<PaymentCaptured>> {
    return this.transition(call, 'capture', {}, captureTestPayment);
  }

  refund(call: RefundPayment): Promise<PaymentOutcome<PaymentRefunded>> {
    return this.transition(call, 'refund', { amountCents: call.amountCents }, (payment) => refundTestPayment(payment, call.amountCents));
  }

  cancel(call: PaymentCall): Promise<PaymentOutcome<PaymentCancelled>> {
    return this.transition(call, 'cancel', {}, cancelTestPayment);
  }

  /** Reads the payment the key's initiate call answered, if it created one for this site. */
  async findPayment(request: FindPayment): Promise<PaymentFound | undefined> {
    const [row]: Array<{ id: string; status: TestPaymentStatus; amount_cents: string; refunded_cents: string }> = await this.dataSource.query(
      `SELECT p.id, p.status, p.amount_cents, p.refunded_cents FROM test_payment_calls c
         JOIN test_payments p ON p.id = (c.outcome->>'paymentId')::uuid
        WHERE c.idempotency_key = $1 AND c.operation = 'initiate' AND p.website_id = $2`,
      [request.idempotencyKey, request.websiteId],
    );
    return row && { paymentId: row.id, status: row.status, amountCents: Number(row.amount_cents), refundedCents: Number(row.refunded_cents) };
  }

  private transition<Done>(call: PaymentCall, operation: string, details: object, apply: (payment: TestPayment) => Transition<Done>): Promise<PaymentOutcome<Done>> {
    return this.once(call.idempotencyKey, operation, { paymentId: call.paymentId, ...details }, async (manager) => {
      const [row]: PaymentRow[] = await manager.query(
        'SELECT id, amount_cents, status, refunded_cents, card_behaviour FROM test_payments WHERE id::text = $1 FOR UPDATE',
        [call.paymentId],
      );
      if (!row) return { status: 'error', message: UNKNOWN_PAYMENT };
      const { outcome, next } = apply({ id: row.id, amountCents: Number(row.amount_cents), status: row.status, refundedCents: Number(row.refunded_cents), card: row.card_behaviour });
      await manager.query('UPDATE test_payments SET status = $2, refunded_cents = $3 WHERE id = $1', [row.id, next.status, next.refundedCents]);
      return outcome;
    });
  }

  /** Runs a call once per idempotency key; a repeat answers the stored outcome, a key reused for another request an error. */
  private once<Outcome>(idempotencyKey: string, operation: string, request: object, run: (manager: EntityManager) => Promise<Outcome | PaymentOutcome<never>>): Promise<Outcome | PaymentOutcome<never>> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`test-payment:${idempotencyKey}`]);
      const requestJson = JSON.stringify({ operation, ...request });
      const [previous]: Array<{ outcome: Outcome; same: boolean }> = await manager.query(
        'SELECT outcome, request = $2::jsonb AS same FROM test_payment_calls WHERE idempotency_key = $1',
        [idempotencyKey, requestJson],
      );
      if (previous) return previous.same ? previous.outcome : { status: 'error', message: IDEMPOTENCY_KEY_REUSED };
      const outcome = await run(manager);
      await manager.query('INSERT INTO test_payment_calls (idempotency_key, operation, request, outcome) VALUES ($1, $2, $3, $4)', [idempotencyKey, operation, requestJson, JSON.stringify(outcome)]);
      return outcome;
    });
  }
}

/** The card a payment's source names: a test card number, or a token of this site's saved card (undefined when unknown). */
async function cardOf(manager: EntityManager, websiteId: string, source: string): Promise<{ last4: string; behaviour: TestCardBehaviour } | undefined> {
  if (!source.startsWith(SAVED_CARD_PREFIX)) return { last4: lastFour(source), behaviour: testCardBehaviour(source) };
  const [saved]: Array<{ card_last4: string; card_behaviour: TestCardBehaviour }> = await manager.query(
    'SELECT card_last4, card_behaviour FROM test_payment_methods WHERE token = $1 AND website_id = $2',
    [source, websiteId],
  );
  return saved && { last4: saved.card_last4, behaviour: saved.card_behaviour };
}

export interface TestPaymentRecord {
  readonly id: string;
  readonly reference: string;
  readonly amountCents: number;
  readonly currency: CurrencyCode;
  readonly cardLast4: string;
  readonly status: TestPaymentStatus;
  readonly refundedCents: number;
}

/** A site's test payments for one reference (an order), oldest first: what the owner and the tests inspect. */
export async function listTestPayments(dataSource: DataSource, websiteId: string, reference: string): Promise<TestPaymentRecord[]> {
  const rows: Array<{ id: string; reference: string; amount_cents: string; currency: CurrencyCode; card_last4: string; status: TestPaymentStatus; refunded_cents: string }> = await dataSource.query(
    `SELECT id, reference, amount_cents, currency, card_last4, status, refunded_cents FROM test_payments WHERE website_id = $1 AND reference = $2 ORDER BY created_at, id`,
    [websiteId, reference],
  );
  return rows.map((row) => ({ id: row.id, reference: row.reference, amountCents: Number(row.amount_cents), currency: row.currency, cardLast4: row.card_last4, status: row.status, refundedCents: Number(row.refunded_cents) }));
}
