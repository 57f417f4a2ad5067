-- Newsletter sign-ups are limited by the NEWSLETTER_RATE_LIMIT binding like every other limit
-- (worker/http/rate-limit.ts): the hand-made D1 window is gone.
DROP INDEX IF EXISTS newsletter_rate_limits_window;
DROP TABLE IF EXISTS newsletter_rate_limits;
