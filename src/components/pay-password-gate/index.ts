export { usePayPasswordGate, type PayPasswordGate } from './use-pay-password-gate';
