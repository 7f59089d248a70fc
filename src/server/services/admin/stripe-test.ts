/** The connection test is the access engineer's (src/server/services/stripe.ts): local test keys, STRIPE_API_BASE or Stripe. */
export { testStripeConnection } from '../stripe';
