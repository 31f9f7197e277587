import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NotificationRejected } from '../operator.js';
import {
  AutopayAdapter,
  autopayHash,
  fromOrderId,
  itnBody,
  itnXml,
  parseConfirmation,
  startHash,
  toOrderId,
  type ItnTransactionFields,
} from './autopay.adapter.js';
import { inbound, startRequest } from './autopay.fixtures.js';
import { parseXml, writeXml, XmlError } from './xml.js';

const adapter = new AutopayAdapter();

/** The two vectors of integrations.md §3 (ServiceID 2, OrderID 100, Amount 1.50, key 2test2). */
const START_VECTOR = '2ab52e6918c6ad3b69a8228a2ab815f11ad58533eeed963dd990df8d8c3709d1';
const CONFIRMATION_VECTOR = 'b8961944e08a2eda04ef6291481bffaab84edd3248c15bd45eadff25f31dd931';

function itnOf(fields: Partial<ItnTransactionFields> = {}, key = 'k3y') {
  const transaction: ItnTransactionFields = {
    orderID: toOrderId(randomUUID()),
    remoteID: 'RMT123ABC',
    amount: '29.00',
    currency: 'PLN',
    gatewayID: '106',
    paymentDate: '20260102030405',
    paymentStatus: 'SUCCESS',
    paymentStatusDetails: 'AUTHORIZED',
    ...fields,
  };
  const xml = itnXml('777', [transaction], key);
  return { transaction, xml, body: itnBody(xml) };
}

describe('AutoPay hashes', () => {
  it('matches the payment-start vector and skips empty fields', () => {
    expect(autopayHash(['2', '100', '1.50'], '2test2')).toBe(START_VECTOR);
    expect(autopayHash(['2', '', '100', null, '1.50', undefined], '2test2')).toBe(START_VECTOR);
    expect(startHash({ ServiceID: '2', OrderID: '100', Amount: '1.50' }, '2test2')).toBe(
      START_VECTOR,
    );
  });

  it('matches the confirmation vector', () => {
    expect(autopayHash(['2', '100', 'CONFIRMED'], '2test2')).toBe(CONFIRMATION_VECTOR);
    const xml = adapter.confirmation('2', [{ orderId: '100', confirmed: true }], '2test2');
    expect(parseConfirmation(xml)).toEqual({
      serviceId: '2',
      results: [{ orderId: '100', confirmation: 'CONFIRMED' }],
      hash: CONFIRMATION_VECTOR,
      hashedValues: ['2', '100', 'CONFIRMED'],
    });
    const refused = parseConfirmation(
      adapter.confirmation('2', [{ orderId: '100', confirmed: false }], '2test2'),
    );
    expect(refused.results[0]!.confirmation).toBe('NOTCONFIRMED');
    expect(refused.hash).toBe(autopayHash(['2', '100', 'NOTCONFIRMED'], '2test2'));
  });

  it('signs the return with ServiceID|OrderID|key', () => {
    expect(adapter.returnHash('2', '100', '2test2')).toBe(autopayHash(['2', '100'], '2test2'));
  });
});

describe('AutoPay payment start', () => {
  it('builds a GET link with the amount as a 2-place decimal and the fields in hash order', () => {
    const paymentId = randomUUID();
    const started = adapter.start(startRequest(paymentId, 2900), {
      baseUrl: 'https://testpay.autopay.eu/',
      serviceId: '102030',
      key: 'secret',
    });
    expect(started.operatorPaymentId).toBeNull();
    const url = new URL(started.redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://testpay.autopay.eu/payment');
    expect([...url.searchParams.keys()]).toEqual([
      'ServiceID',
      'OrderID',
      'Amount',
      'Description',
      'Currency',
      'CustomerEmail',
      'Hash',
    ]);
    const fields = Object.fromEntries(url.searchParams);
    expect(fields).toMatchObject({
      ServiceID: '102030',
      OrderID: paymentId.replace(/-/g, ''),
      Amount: '29.00',
      Description: 'Kramik order & more',
      Currency: 'PLN',
      CustomerEmail: 'buyer@example.com',
    });
    expect(fields.Hash).toBe(
      autopayHash(
        ['102030', fields.OrderID, '29.00', 'Kramik order & more', 'PLN', 'buyer@example.com'],
        'secret',
      ),
    );
  });

  it('turns a payment id into a 32-character OrderID and back', () => {
    const paymentId = randomUUID();
    const orderId = toOrderId(paymentId);
    expect(orderId).toMatch(/^[0-9a-f]{32}$/);
    expect(fromOrderId(orderId)).toBe(paymentId);
    expect(fromOrderId(orderId.toUpperCase())).toBe(paymentId);
    expect(() => fromOrderId('100')).toThrow(NotificationRejected);
  });
});

describe('AutoPay XML', () => {
  it('round-trips an ITN, and verifies it with the key it was signed with', () => {
    const { transaction, body } = itnOf();
    const parsed = adapter.parseItn(inbound(body));
    expect(parsed.serviceId).toBe('777');
    expect(parsed.transactions).toEqual([
      {
        orderId: transaction.orderID,
        remoteId: 'RMT123ABC',
        amount: 2900,
        currency: 'PLN',
        gatewayId: '106',
        paymentDate: '20260102030405',
        paymentStatus: 'SUCCESS',
        paymentStatusDetails: 'AUTHORIZED',
      },
    ]);
    expect(parsed.hashedValues).toEqual([
      '777',
      transaction.orderID,
      'RMT123ABC',
      '29.00',
      'PLN',
      '106',
      '20260102030405',
      'SUCCESS',
      'AUTHORIZED',
    ]);
    expect(() => adapter.verifyItn(parsed, 'k3y')).not.toThrow();
    expect(() => adapter.verifyItn(parsed, 'other')).toThrow(NotificationRejected);
    expect(adapter.events(parsed)).toEqual([
      {
        paymentRef: fromOrderId(transaction.orderID),
        operatorPaymentId: 'RMT123ABC',
        status: 'paid',
        amount: 2900,
        currency: 'PLN',
        eventKey: 'RMT123ABC:SUCCESS',
      },
    ]);
  });

  it('skips absent fields in the ITN hash and hashes extra fields in document order', () => {
    const orderId = toOrderId(randomUUID());
    const values = ['777', orderId, 'R1', '10.50', 'EUR', '20260102030405', 'PENDING'];
    const xml = `<?xml version="1.0"?>
<transactionList>
  <serviceID>777</serviceID>
  <transactions>
    <transaction>
      <orderID>${orderId}</orderID><remoteID>R1</remoteID><amount>10.50</amount>
      <currency>EUR</currency><paymentDate>20260102030405</paymentDate>
      <paymentStatus>PENDING</paymentStatus><title>Zam&#243;wienie &amp; co</title>
      <customerData><fName>Ala</fName><lName><![CDATA[Nowak <3]]></lName></customerData>
    </transaction>
  </transactions>
  <hash>${autopayHash([...values, 'Zamówienie & co', 'Ala', 'Nowak <3'], 'k3y')}</hash>
</transactionList>`;
    const parsed = adapter.parseItn(inbound(itnBody(xml)));
    expect(parsed.hashedValues).toEqual([...values, 'Zamówienie & co', 'Ala', 'Nowak <3']);
    expect(() => adapter.verifyItn(parsed, 'k3y')).not.toThrow();
    expect(parsed.transactions[0]).toMatchObject({ amount: 1050, gatewayId: null });
    expect(adapter.events(parsed)[0]).toMatchObject({ status: 'pending', eventKey: 'R1:PENDING' });
  });

  it('escapes text when writing and decodes it when reading', () => {
    const text = `a & b < c > d " e ' f ł`;
    const xml = writeXml({ name: 'root', children: [{ name: 'v', text }] });
    expect(xml).not.toContain('a & b');
    expect(parseXml(xml).children[0]!.text).toBe(text);
  });

  it('refuses DOCTYPE, entities and other malformed documents', () => {
    const bad = [
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "boom">]><x>&e;</x>',
      '<x>&e;</x>',
      '<x>a & b</x>',
      '<x><y></x></y>',
      '<x>',
      '<x/><y/>',
      '<x><?php echo 1 ?></x>',
      '<?xml version="1.0" encoding="ISO-8859-2"?><x/>',
    ];
    for (const source of bad) expect(() => parseXml(source), source).toThrow(XmlError);
  });

  it('refuses a malformed ITN as a rejected notification', () => {
    const { xml } = itnOf();
    const cases = [
      '',
      'transactions=',
      'transactions=%%%',
      `transactions=${encodeURIComponent(Buffer.from('<x/>').toString('base64'))}`,
      itnBody(xml.replace(/<remoteID>.*<\/remoteID>/, '')),
      itnBody(xml.replace('<amount>29.00</amount>', '<amount>29,00</amount>')),
      itnBody(xml.replace(/<orderID>.*<\/orderID>/, '<orderID>100</orderID>')),
      itnBody(xml.replace('<transactionList>', '<!DOCTYPE t><transactionList>')),
    ];
    for (const body of cases)
      expect(() => adapter.parseItn(inbound(body)), body).toThrow(NotificationRejected);
  });
});
