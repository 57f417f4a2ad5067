-- PayPal in the embedded test provider (decision 054): a PayPal payment waits (Pending) with an
-- sdk action until the shopper approves it in PayPal's lightbox. sdk_token is the PayPal order id
-- the action carries; payment_data the paymentData the shop must send with /paypal/updateOrder and
-- /payments/details, replaced by every update so a stale copy pays nothing.
ALTER TABLE test_psp_payments ADD COLUMN sdk_token TEXT;
ALTER TABLE test_psp_payments ADD COLUMN payment_data TEXT;
CREATE UNIQUE INDEX test_psp_payments_payment_data ON test_psp_payments (payment_data);
