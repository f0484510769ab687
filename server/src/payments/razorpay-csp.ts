import type { CspSources } from './provider.ts';

/** The sources Razorpay's Checkout.js needs (added to the CSP only when Razorpay is configured). */
export const RAZORPAY_CSP: CspSources = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};
