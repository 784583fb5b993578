-- What a payment through the hosted payment page was made with (02 §3.3,
-- §7): 'googlepay', 'applepay', 'clicktopay', 'paypal' or 'amex'; null for
-- every other payment, which its method names. Without it a reservation
-- paid with PayPal read 'Card payment', the name of the gateway's method.
ALTER TABLE reservations ADD COLUMN paid_with TEXT CHECK (paid_with IN ('googlepay', 'applepay', 'clicktopay', 'paypal', 'amex'));
