-- PostgreSQL twin of ../020_paid_with.sql: what a payment through the
-- hosted payment page was made with, null for every other payment.
ALTER TABLE reservations ADD COLUMN paid_with text CHECK (paid_with IN ('googlepay', 'applepay', 'clicktopay', 'paypal', 'amex'));
